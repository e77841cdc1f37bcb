import { createInstance, type TOptions } from 'i18next';
import { describe, expect, it } from 'vitest';
import { sentenceWith } from './sentence';

async function tOf(resources: Record<string, string>) {
  const i18n = createInstance();
  await i18n.init({
    lng: 'en',
    resources: { en: { translation: resources } },
    interpolation: { escapeValue: false },
  });
  let calls = 0;
  const t = (key: string, options?: TOptions) => {
    calls += 1;
    return i18n.t(key, options);
  };
  return { t, calls: () => calls };
}

describe('sentenceWith', () => {
  it('fills the value where the translation puts it, translating once for many rows', async () => {
    const { t, calls } = await tOf({
      before: 'Transfer to {{account}}',
      after: '{{account}} 的返点',
    });
    const transfer = sentenceWith(t, 'before', 'account');
    const rebates = sentenceWith(t, 'after', 'account');
    const rows = ['member00001', 'member00002', 'member00003'];
    expect(rows.map(transfer)).toEqual(rows.map((account) => t('before', { account })));
    expect(rebates('agent7')).toBe('agent7 的返点');
    const before = calls();
    rows.map(transfer);
    expect(calls()).toBe(before);
  });

  it('asks for the translation each time when it holds the value twice or not at all', async () => {
    const { t } = await tOf({ twice: '{{account}} and {{account}}', none: 'Transfer' });
    expect(sentenceWith(t, 'twice', 'account')('a1')).toBe('a1 and a1');
    expect(sentenceWith(t, 'none', 'account')('a1')).toBe('Transfer');
  });
});
