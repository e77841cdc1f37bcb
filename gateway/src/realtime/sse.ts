/** One Server-Sent Events message. */
export interface SseMessage {
  id: string | undefined;
  event: string;
  data: string;
}

/**
 * Incremental parser for `text/event-stream` (WHATWG HTML §9.2.6): feed it chunks as they arrive,
 * it calls back once per complete message. Comments (heartbeats) are skipped.
 */
export class SseParser {
  private buffer = '';
  private id: string | undefined;
  private event = '';
  private data: string[] = [];

  constructor(private readonly onMessage: (message: SseMessage) => void) {}

  push(chunk: string): void {
    this.buffer += chunk;
    let newline: number;
    while ((newline = this.buffer.search(/\r\n|\r|\n/)) !== -1) {
      const line = this.buffer.slice(0, newline);
      const width = this.buffer.startsWith('\r\n', newline) ? 2 : 1;
      this.buffer = this.buffer.slice(newline + width);
      this.line(line);
    }
    // A stream that never sends a new line must not grow without bound.
    if (this.buffer.length > 1_000_000) this.buffer = '';
  }

  private line(line: string): void {
    if (line === '') {
      if (this.data.length > 0)
        this.onMessage({ id: this.id, event: this.event || 'message', data: this.data.join('\n') });
      this.event = '';
      this.data = [];
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') this.data.push(value);
    else if (field === 'event') this.event = value;
    else if (field === 'id' && !value.includes('\0')) this.id = value;
  }
}
