import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { CN } from './cn.js';
import { EN } from './en.js';
import { CONTENT_LANGUAGES, contentText, localised } from './index.js';
import { KM } from './km.js';
import { TH } from './th.js';
import { VI } from './vi.js';

const H = { Merchant: 'PH01' };

function signedIn(language: string) {
  const { app, store } = createApp();
  const member = store.accounts.byAccount('player1')!;
  const token = store.sessions.createWithToken(member.id, 'content-language-token');
  return { app, headers: { ...H, Authorization: token, Language: language } };
}

describe('the stand-in content files', () => {
  it('has every English text in each language, translated, with the same placeholders', () => {
    const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
    for (const [code, file] of Object.entries({ CN, KM, TH, VI })) {
      expect(Object.keys(file).sort(), code).toEqual(Object.keys(EN).sort());
      for (const key of Object.keys(EN) as (keyof typeof EN)[]) {
        expect(file[key].trim(), `${code} ${key}`).not.toBe('');
        expect(placeholders(file[key]), `${code} ${key}`).toEqual(placeholders(EN[key]));
      }
      // Names that are the same in every language (a brand's QR) aside, the text is translated.
      const same = (Object.keys(EN) as (keyof typeof EN)[]).filter((k) => file[k] === EN[k]);
      expect(same.length, `${code} untranslated: ${same.join(', ')}`).toBeLessThanOrEqual(1);
    }
  });

  it('fills placeholders and falls back to English for a language it has no content in', () => {
    const text = contentText('notice.bulletin.title', { n: 4 });
    expect(text.TH).toBe('ประกาศผลหวย ฉบับที่ 4');
    expect(localised(text, 'th')).toBe('ประกาศผลหวย ฉบับที่ 4');
    expect(localised(text, 'JA')).toBe('Lottery results bulletin 4');
    expect(CONTENT_LANGUAGES).toEqual(['EN', 'CN', 'KM', 'TH', 'VI']);
  });
});

describe('server content in the Language the client sends', () => {
  it('answers notices, promotions and their categories in that language', async () => {
    const { app } = createApp();
    const home = await request(app)
      .get('/wps/relay/MCSFE_getListAnnouncements')
      .query({ types: 'PL,PR', execution: 'B', platform: 'W' })
      .set({ ...H, Language: 'TH' });
    const notices = home.body.value.player as { title: string }[];
    expect(notices.map((n) => n.title)).toContain(TH['notice.101.title']);
    const promotions = await request(app)
      .get('/wps/relay/MCSFE_getMerchantAvailablePromotions')
      .set({ ...H, Language: 'VI' });
    expect(promotions.body.value.list.map((p: { title: string }) => p.title)).toContain(
      VI['promotion.301.title'],
    );
    const categories = await request(app)
      .get('/wps/relay/PROMOFE_getPromotionAnnouncementCategory')
      .set({ ...H, Language: 'KM' });
    expect(categories.body.value.list.map((c: { name: string }) => c.name)).toContain(
      KM['promotionCategory.DEPOSIT'],
    );
  });

  it('answers help articles, mall items, deposit methods and the withdrawal notice in it', async () => {
    const { app, headers } = signedIn('TH');
    const help = await request(app).get('/wps/system/helpCenter').set(headers);
    expect(help.body.value.language).toBe('TH');
    expect(help.body.value.categories[0].articles[0].title).toBe(TH['help.register.title']);
    const mall = await request(app).get('/wps/relay/MCSFE_getPointReward').set(headers);
    expect(mall.body.value.list.map((r: { name: string }) => r.name)).toContain(TH['mall.5']);
    const methods = await request(app).get('/wps/relay/MCSFE_getDepositMethods').set(headers);
    const list = methods.body.value.list as { name: string; channels: { name: string }[] }[];
    expect(list.map((m) => m.name)).toEqual([
      TH['depositMethod.BANK'],
      TH['depositMethod.QR'],
      TH['depositMethod.ONLINE'],
      TH['depositMethod.C2C'],
    ]);
    expect(list[0]?.channels.map((c) => c.name)).toContain(TH['depositChannel.KBANK']);
    const settings = await request(app).get('/wps/relay/MCSFE_getDepositSettings').set(headers);
    expect(settings.body.value.promotions[0].name).toBe(TH['depositPromotion.7001']);
    const withdraw = await request(app).get('/wps/relay/MCSFE_getWithdrawSettings').set(headers);
    expect(withdraw.body.value.precautionNote).toBe(TH['withdraw.precautionNote']);
  });

  it('answers in English without the header, and a call naming its language itself wins', async () => {
    const { app } = createApp();
    const plain = await request(app).get('/wps/system/helpCenter').set(H);
    expect(plain.body.value.categories[0].title).toBe(EN['help.account.title']);
    const named = await request(app)
      .get('/wps/system/helpCenter')
      .query({ lang: 'CN' })
      .set({ ...H, Language: 'TH' });
    expect(named.body.value.categories[0].title).toBe(CN['help.account.title']);
  });
});
