import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { accessLine, createLogger } from './logger.js';

class Lines extends Writable {
  readonly lines: string[] = [];
  override _write(chunk: Buffer, _enc: string, done: () => void): void {
    this.lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  }
}

const noTime = (line: string | undefined) => (line ?? '').replace(/"time":"[^"]+"/, '"time":"T"');

describe('the access line', () => {
  it('is byte for byte the line pino writes for the same fields', () => {
    const out = new Lines();
    const logger = createLogger('info', false, out);
    const fields = {
      requestId: 'a0b1c2d3-5ed9-45fb-87a6-bb05abf7906e',
      method: 'GET',
      path: '/wps/odd "path"\\with\u2028\u0001 characters',
      status: 200,
      ms: 1.3,
      mirror: undefined,
    };
    logger.info(fields, 'request');
    accessLine(logger, fields, 'request');
    expect(out.lines).toHaveLength(2);
    expect(noTime(out.lines[1])).toBe(noTime(out.lines[0]));
    expect(JSON.parse(out.lines[1] ?? '')).toMatchObject({
      level: 30,
      service: 'gateway',
      path: fields.path,
      status: 200,
      msg: 'request',
    });
  });

  it('stamps each line with the ISO time it was written, as pino does', () => {
    const out = new Lines();
    const logger = createLogger('info', false, out);
    const times: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const before = Date.now();
      accessLine(logger, { method: 'GET', path: '/wps/x', status: 200 }, 'request');
      const after = Date.now();
      const { time } = JSON.parse(out.lines[i] ?? '') as { time: string };
      expect(time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      const at = Date.parse(time);
      expect(at).toBeGreaterThanOrEqual(before);
      expect(at).toBeLessThanOrEqual(after);
      times.push(at);
    }
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('follows the logger level', () => {
    const out = new Lines();
    const logger = createLogger('warn', false, out);
    accessLine(logger, { method: 'GET', path: '/wps/x', status: 200 }, 'request');
    expect(out.lines).toEqual([]);
  });

  it('goes through pino itself for a logger built elsewhere (with its own redaction)', () => {
    const out = new Lines();
    const logger = pino({ level: 'info', redact: ['path'] }, out);
    accessLine(logger, { method: 'GET', path: '/wps/secret', status: 200 }, 'request');
    expect(out.lines).toHaveLength(1);
    expect(out.lines[0]).not.toContain('/wps/secret');
  });
});
