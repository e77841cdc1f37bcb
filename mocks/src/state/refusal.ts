/**
 * A refusal a member can act on in the member and agent centres (not enough balance, not an
 * agent, already claimed...). `key` is the message key the platform envelope carries.
 */
export class Refusal extends Error {
  constructor(readonly key: string) {
    super(key);
    this.name = 'Refusal';
  }
}
