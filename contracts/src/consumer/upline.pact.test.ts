import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  clientFor,
  ENCRYPTED_CONTENT_TYPE,
  encryptedBody,
  encryptionHeader,
  signedInHeaders,
} from './client';
import { expectRefusal, newPact, PLAYER, refusal } from './pact';

const { number, string } = MatchersV3;

const pact = newPact();

const AGENT = { account: 'agent1', token: 'agent1-token' };
/** Both calls carry the password, so the client encrypts them as the platform's clients do. */
const encrypted = (token: string) => ({
  ...signedInHeaders(token),
  Encryption: encryptionHeader,
  'Content-Type': ENCRYPTED_CONTENT_TYPE,
});

describe('transfer to the upline', () => {
  it('pays the direct upline and answers the balance left', async () => {
    const input = {
      transferAmount: 25,
      password: 'Player123',
      remark: 'for the team',
      requestId: 'upline-1',
    };
    const body = await encryptedBody(input);
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('a transfer to the upline')
      .withRequest('POST', '/wps/member/transferUpline', (b) =>
        b.headers(encrypted(PLAYER.token)).body(ENCRYPTED_CONTENT_TYPE, body),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            transferId: string('MT1-upline-1'),
            toAccount: string('agent1'),
            transferAmount: number(25),
            balance: number(975),
          },
        }),
      )
      .executeTest(async (server) => {
        const receipt = await clientFor(server.url, PLAYER.token).upline.toUpline(input);
        expect(receipt).toMatchObject({ toAccount: 'agent1', transferAmount: 25, balance: 975 });
      });
  });

  it.each([
    ['a wrong password', { transferAmount: 5, password: 'nope' }, 'payment_password_error'],
    [
      'more than the balance',
      { transferAmount: 1000.01, password: 'Player123' },
      'insufficient_balance',
    ],
    ['below the minimum', { transferAmount: 0.5, password: 'Player123' }, 'amount_below_minimum'],
  ])('refuses a transfer with %s', async (label, fields, key) => {
    const input = { ...fields, remark: '', requestId: 'upline-bad' };
    const body = await encryptedBody(input);
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving(`a transfer to the upline with ${label}`)
      .withRequest('POST', '/wps/member/transferUpline', (b) =>
        b.headers(encrypted(PLAYER.token)).body(ENCRYPTED_CONTENT_TYPE, body),
      )
      .willRespondWith(200, (b) => b.jsonBody(refusal(key)))
      .executeTest(async (server) => {
        await expectRefusal(clientFor(server.url, PLAYER.token).upline.toUpline(input), key);
      });
  });
});

describe('transfer to a downline', () => {
  it('lets an agent pay a direct downline', async () => {
    const input = {
      transferAmount: 10,
      password: 'Agent123',
      remark: '',
      requestId: 'downline-1',
      username: 'player2',
    };
    const body = await encryptedBody(input);
    await pact
      .addInteraction()
      .given('a member is signed in', AGENT)
      .uponReceiving('a transfer from an agent to a downline')
      .withRequest('PUT', '/wps/agent/transferDownline', (b) =>
        b.headers(encrypted(AGENT.token)).body(ENCRYPTED_CONTENT_TYPE, body),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            toAccount: string('player2'),
            transferAmount: number(10),
            balance: number(4990),
          },
        }),
      )
      .executeTest(async (server) => {
        const receipt = await clientFor(server.url, AGENT.token).upline.toDownline(input);
        expect(receipt).toMatchObject({ toAccount: 'player2', transferAmount: 10 });
      });
  });

  it('refuses a member who is not an agent', async () => {
    const input = {
      transferAmount: 1,
      password: 'Player123',
      remark: '',
      requestId: 'downline-2',
      username: 'player2',
    };
    const body = await encryptedBody(input);
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('a transfer to a downline from a member who is not an agent')
      .withRequest('PUT', '/wps/agent/transferDownline', (b) =>
        b.headers(encrypted(PLAYER.token)).body(ENCRYPTED_CONTENT_TYPE, body),
      )
      .willRespondWith(200, (b) => b.jsonBody(refusal('error_not_agent')))
      .executeTest(async (server) => {
        await expectRefusal(
          clientFor(server.url, PLAYER.token).upline.toDownline(input),
          'error_not_agent',
        );
      });
  });
});
