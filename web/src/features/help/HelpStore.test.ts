import { describe, expect, it } from 'vitest';
import type { HelpCategory } from '../../api/types';
import { plainText, searchHelp } from './HelpStore';

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
