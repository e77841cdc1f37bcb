import { describe, expect, it } from 'vitest';
import { MemberInterest, type InterestChange } from './interest.js';

/** An upstream whose answers the test releases one by one. */
function upstream() {
  const sent: InterestChange[] = [];
  const answers: { resolve: () => void; reject: (e: Error) => void }[] = [];
  const send = (change: InterestChange) => {
    sent.push(change);
    return new Promise<void>((resolve, reject) => answers.push({ resolve, reject }));
  };
  const answer = async () => {
    await new Promise((r) => setImmediate(r));
    answers.shift()?.resolve();
    await new Promise((r) => setImmediate(r));
  };
  return { sent, send, answer, answers };
}

const settled = (p: Promise<void>) => {
  let done = false;
  void p.then(() => (done = true));
  return async () => {
    await new Promise((r) => setImmediate(r));
    return done;
  };
};

describe('MemberInterest', () => {
  it('sends members that joined in the same tick in one change, and resolves after the answer', async () => {
    const up = upstream();
    const interest = new MemberInterest();
    void interest.attach(up.send);
    await up.answer();
    const ann = settled(interest.watch('ann'));
    const bob = settled(interest.watch('bob'));
    await new Promise((r) => setImmediate(r));
    expect(up.sent).toEqual([{ add: ['ann', 'bob'], remove: [] }]);
    expect(await ann()).toBe(false);
    await up.answer();
    expect(await ann()).toBe(true);
    expect(await bob()).toBe(true);
  });

  it('sends the whole set on a new subscription and resolves attach once it is carried', async () => {
    const up = upstream();
    const interest = new MemberInterest();
    void interest.watch('ann');
    void interest.watch('bob');
    const attached = settled(interest.attach(up.send));
    await new Promise((r) => setImmediate(r));
    expect(up.sent).toEqual([{ add: ['ann', 'bob'], remove: [] }]);
    expect(await attached()).toBe(false);
    await up.answer();
    expect(await attached()).toBe(true);
  });

  it('makes a member who returns while their removal is in flight wait for the new add', async () => {
    const up = upstream();
    const interest = new MemberInterest();
    void interest.attach(up.send);
    const first = settled(interest.watch('ann'));
    await up.answer();
    expect(await first()).toBe(true);

    interest.unwatch('ann');
    await new Promise((r) => setImmediate(r));
    expect(up.sent.at(-1)).toEqual({ add: [], remove: ['ann'] });
    const back = settled(interest.watch('ann'));
    await up.answer();
    expect(await back()).toBe(false);
    expect(up.sent.at(-1)).toEqual({ add: ['ann'], remove: [] });
    await up.answer();
    expect(await back()).toBe(true);
  });

  it('lets waiters go when the stream is lost (the resumed stream resyncs them)', async () => {
    const up = upstream();
    const interest = new MemberInterest();
    void interest.attach(up.send);
    await up.answer();
    const ann = settled(interest.watch('ann'));
    interest.detach();
    expect(await ann()).toBe(true);
  });
});
