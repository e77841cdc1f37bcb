import { describe, expect, it } from 'vitest';
import { SubmissionRef } from './submission';

describe('SubmissionRef', () => {
  it('keeps one reference while the same values are retried, so the server sees a repeat', () => {
    const ref = new SubmissionRef();
    const first = ref.for({ amount: 1000, channel: 'BANK' });
    expect(ref.for({ amount: 1000, channel: 'BANK' })).toBe(first);
  });

  it('makes a new reference when the values change or the last submission went through', () => {
    const ref = new SubmissionRef();
    const first = ref.for({ amount: 1000 });
    const changed = ref.for({ amount: 2000 });
    expect(changed).not.toBe(first);
    ref.done();
    expect(ref.for({ amount: 2000 })).not.toBe(changed);
  });
});
