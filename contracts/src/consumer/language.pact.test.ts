import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { clientFor, PLATFORM_HEADERS, signedInHeaders } from './client';
import { newPact, PLAYER } from './pact';

const { eachLike, integer, regex, string } = MatchersV3;
const pact = newPact();

/**
 * The platform answers in the `Language` the client sends: the site shows what it gets, so the
 * header is pinned, and each text the UI shows must come back in Thai script.
 */
const THAI = { ...PLATFORM_HEADERS, Language: 'TH' };
const thaiMember = (session: string) => ({ ...signedInHeaders(session), Language: 'TH' });
/** Any text with Thai script in it (the verifier matches a pattern against the whole value). */
const thai = (example: string) => regex('^[\\s\\S]*[\\u0E00-\\u0E7F][\\s\\S]*$', example);

describe('server content in the site language (Thai)', () => {
  it('reads the notices in Thai', async () => {
    await pact
      .addInteraction()
      .uponReceiving('the anonymous notices in Thai')
      .withRequest('GET', '/wps/relay/MCSFE_getListAnnouncements', (b) =>
        b.headers(THAI).query({ platform: 'W', types: 'PL', execution: 'B', language: 'TH' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            player: eachLike({
              id: integer(101),
              title: thai('ปิดปรับปรุงระบบตามกำหนดวันอังคาร'),
              content: string('<p>โต๊ะคาสิโนสด</p>'),
              timestamp: integer(1_700_000_000_000),
            }),
          },
        }),
      )
      .executeTest(async (server) => {
        const content = await clientFor(server.url, null, 'TH').announcements.publicContent({
          types: 'PL',
          execution: 'B',
          language: 'TH',
        });
        expect(content.notices[0]?.title).toMatch(/[\u0E00-\u0E7F]/);
      });
  });

  it('reads the public promotions in Thai', async () => {
    await pact
      .addInteraction()
      .uponReceiving('the merchant promotions in Thai')
      .withRequest('GET', '/wps/relay/MCSFE_getMerchantAvailablePromotions', (b) =>
        b.headers(THAI).query({ language: 'TH' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            list: eachLike({
              id: integer(301),
              title: thai('โบนัสต้อนรับ 100%'),
              content: thai('<p>รับเงินฝากครั้งแรกเป็นสองเท่า</p>'),
            }),
          },
        }),
      )
      .executeTest(async (server) => {
        const list = await clientFor(server.url, null, 'TH').announcements.merchantPromotions('TH');
        expect(list[0]?.title).toMatch(/[\u0E00-\u0E7F]/);
      });
  });

  it('reads the help centre in Thai', async () => {
    await pact
      .addInteraction()
      .uponReceiving('the help centre in Thai')
      .withRequest('GET', '/wps/system/helpCenter', (b) =>
        b.headers(THAI).query({ lang: 'TH', device: 'WEB' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            categories: eachLike({
              code: string('account'),
              title: thai('บัญชี'),
              articles: eachLike({
                id: string('register'),
                title: thai('สมัครสมาชิกอย่างไร'),
                content: thai('<p>เลือก สมัครสมาชิก</p>'),
              }),
            }),
          },
        }),
      )
      .executeTest(async (server) => {
        const help = await clientFor(server.url, null, 'TH').support.getHelp('TH');
        expect(help[0]?.articles[0]?.title).toMatch(/[\u0E00-\u0E7F]/);
      });
  });

  it("reads the mall's rewards in Thai", async () => {
    await pact
      .addInteraction()
      .uponReceiving('the point rewards for a visitor in Thai')
      .withRequest('GET', '/wps/relay/MCS2_getPointReward', (b) => b.headers(THAI))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: { list: eachLike({ id: integer(5), name: thai('แก้วเดินทาง Playhouse') }) },
        }),
      )
      .executeTest(async (server) => {
        const rewards = await clientFor(server.url, null, 'TH').points.rewards();
        expect(rewards[0]?.name).toMatch(/[\u0E00-\u0E7F]/);
      });
  });

  it("reads the cashier's method and channel names in Thai", async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('the deposit methods in Thai')
      .withRequest('GET', '/wps/relay/MCSFE_getDepositMethods', (b) =>
        b.headers({ ...thaiMember(PLAYER.token), ModuleId: 'DPSTBAS3' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            list: eachLike({
              bankType: string('BANK'),
              name: thai('โอนผ่านธนาคาร'),
              channels: eachLike({
                vendorId: integer(101),
                bankCode: string('KBANK'),
                name: thai('ธนาคารกสิกรไทย'),
              }),
            }),
          },
        }),
      )
      .executeTest(async (server) => {
        const [method] = await clientFor(server.url, PLAYER.token, 'TH').deposit.methods();
        expect(method?.name).toMatch(/[\u0E00-\u0E7F]/);
      });
  });

  it('reads the withdrawal notice in Thai', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('the withdraw settings in Thai')
      .withRequest('GET', '/wps/relay/MCSFE_getWithdrawSettings', (b) =>
        b.headers(thaiMember(PLAYER.token)).query({ groupId: '0' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: { precautionNote: thai('<p>โปรดตรวจสอบบัญชีก่อนยืนยัน</p>') },
        }),
      )
      .executeTest(async (server) => {
        const settings = await clientFor(server.url, PLAYER.token, 'TH').withdraw.settings();
        expect(settings.precautionNote).toMatch(/[\u0E00-\u0E7F]/);
      });
  });
});
