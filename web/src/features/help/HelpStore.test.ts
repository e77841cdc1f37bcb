import { describe, expect, it } from 'vitest';
import type { HelpCategory } from '../../api/types';
import type { SupportApi } from '../../api/client/support';
import { HelpStore, plainText, searchHelp } from './HelpStore';

const HELP: HelpCategory[] = [
  {
    code: 'account',
    title: 'Account',
    articles: [
      { id: 'register', title: 'How do I register?', content: '<p>Choose <b>Register</b>.</p>' },
      { id: 'forgot', title: 'I forgot my password', content: '<p>Use Forgot password.</p>' },
    ],
  },
  {
    code: 'funds',
    title: 'Deposits and withdrawals',
    articles: [{ id: 'time', title: 'How long?', content: '<p>A few minutes.</p>' }],
  },
];

describe('help search', () => {
  it('finds articles by words of their title or text, ignoring markup and case', () => {
    expect(searchHelp(HELP, 'PASSWORD').map((c) => c.articles.map((a) => a.id))).toEqual([
      ['forgot'],
    ]);
    expect(searchHelp(HELP, 'choose register')[0]?.articles.map((a) => a.id)).toEqual(['register']);
    expect(searchHelp(HELP, 'b')).toHaveLength(0);
  });

  it('keeps a whole section whose title matches, and everything for an empty query', () => {
    expect(searchHelp(HELP, 'withdrawals')[0]?.articles).toHaveLength(1);
    expect(searchHelp(HELP, '  ')).toHaveLength(2);
    expect(plainText('<p>a&nbsp;&amp;<br>b</p>')).toBe('a & b');
  });
});

describe('HelpStore', () => {
  it("shows the rendered page's cleaned text at once, and cleans what it loads itself", async () => {
    const asked: string[] = [];
    const api = {
      getHelp: async (lang: string) => {
        asked.push(lang);
        return HELP;
      },
    } as unknown as SupportApi;
    const store = new HelpStore(api);
    store.seed({ lang: 'EN', categories: HELP });
    expect(store.contentCleaned).toBe(true);
    await store.load('EN');
    expect(asked).toEqual([]);
    await store.load('TH');
    expect(asked).toEqual(['TH']);
    expect(store.contentCleaned).toBe(false);
  });
});
