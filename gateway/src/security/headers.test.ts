import { describe, expect, it } from 'vitest';
import { answerKind } from './headers.js';

describe('which answers are data', () => {
  it('takes JSON, with any parameters and in any case, as data', () => {
    for (const type of [
      'application/json',
      'application/json; charset=utf-8',
      'Application/JSON;charset=UTF-8',
      ' application/json ',
      'application/problem+json',
      'application/vnd.platform.v2+json; charset=utf-8',
    ])
      expect(answerKind(type), type).toBe('data');
  });

  it('takes everything else, and an answer without a readable type, as a document', () => {
    for (const type of [
      'text/html',
      'image/svg+xml',
      'text/plain',
      'text/json',
      'application/jsonp',
      'application/json5',
      'application/javascript',
      'text/x+json',
      '',
      undefined,
      ['application/json', 'text/html'],
    ])
      expect(answerKind(type), String(type)).toBe('document');
  });
});
