import { describe, expect, it } from 'vitest';
import { SseParser, type SseMessage } from './sse.js';

function parse(chunks: string[]): SseMessage[] {
  const out: SseMessage[] = [];
  const parser = new SseParser((m) => out.push(m));
  for (const c of chunks) parser.push(c);
  return out;
}

describe('SseParser', () => {
  it('reassembles messages split across chunks, with any line ending', () => {
    expect(
      parse(['id: 1\r\nevent: mem', 'ber\r\ndata: {"a"', ':1}\r\n\r\n', 'id: 2\rdata: x\r\r']),
    ).toEqual([
      { id: '1', event: 'member', data: '{"a":1}' },
      { id: '2', event: 'message', data: 'x' },
    ]);
  });

  it('joins multi-line data and skips heartbeat comments', () => {
    expect(parse([': heartbeat\n\n', 'data: a\ndata: b\n\n'])).toEqual([
      { id: undefined, event: 'message', data: 'a\nb' },
    ]);
  });
});
