import { useState } from 'react';

/** A fresh reference for one money-moving submission (the stand-in and platform de-duplicate on it). */
export function newSubmissionRef(): string {
  return crypto.randomUUID();
}

/**
 * One reference per submission: the same one while the same values are retried (a double tap,
 * "try again" after a network failure), a new one once the values change or the last one
 * succeeded. So a retry is refused by the server as a repeat rather than paid twice.
 */
export class SubmissionRef {
  private current: { values: string; ref: string } | null = null;

  /** The reference for submitting these values. */
  for(values: unknown): string {
    const key = JSON.stringify(values);
    if (this.current?.values !== key) this.current = { values: key, ref: newSubmissionRef() };
    return this.current.ref;
  }

  /** The submission went through: the next one, even with equal values, is a new one. */
  done(): void {
    this.current = null;
  }
}

/** A `SubmissionRef` that lives as long as the form. */
export function useSubmissionRef(): SubmissionRef {
  const [ref] = useState(() => new SubmissionRef());
  return ref;
}
