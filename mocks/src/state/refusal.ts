/**
 * A refusal a member can act on in the member and agent centres (not enough balance, not an
 * agent, already claimed...). `key` is the message key the platform envelope carries; `value`,
 * when given, travels as the envelope's value (e.g. until when a block lasts).
 */
export class Refusal extends Error {
  constructor(
    readonly key: string,
    readonly value: unknown = null,
  ) {
    super(key);
    this.name = 'Refusal';
  }
}
