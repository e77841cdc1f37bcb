/**
 * The stand-in's server content in English: what the platform's operator types in the back office
 * (notices, promotions, help, mall items, payment names, …). English is the reference: every
 * other language's file has exactly these keys (`ContentKey`), so the compiler finds a missing
 * translation. `{n}` is a number filled in where a list is generated.
 */
export const EN = {
  'banner.1': 'Welcome bonus',
  'banner.2': 'Weekly rebate',
  'banner.3': 'Play responsibly',
  'banner.4': 'Sign in and play',
  'banner.5': 'Join Playhouse',
  'banner.6': 'Lottery every minute',
  'banner.7': 'We will help you back in',

  'notice.101.title': 'Scheduled maintenance on Tuesday',
  'notice.101.content':
    '<p>Live casino tables from <b>AG</b> will be unavailable on Tuesday from 10:00 to 12:00 (GMT+7).</p>',
  'notice.102.title': 'New slots from Playtech',
  'notice.102.content':
    '<p>Twelve new slots are live. <a href="/rng">Try them in the slots lobby</a>.</p>',
  'notice.103.title': 'Deposit channels updated',
  // Operators paste markup from anywhere; the script parts must render as text, never run.
  'notice.103.content':
    '<p>Bank transfer now arrives faster.</p><img src=x onerror=alert(1)><script>alert(2)</script>',
  'notice.bulletin.title': 'Lottery results bulletin {n}',
  'notice.bulletin.content': '<p>Bulletin {n}: all draws were settled on time.</p>',

  'popup.201.title': 'Welcome, visitor',
  'popup.201.content': '<p>Create an account to play for real. Trial games are free.</p>',
  'popup.202.title': 'Good to see you',
  'popup.202.content': '<p>Your weekly rebate is paid every Monday.</p>',
  'popup.203.title': 'Your first sign-in',
  'popup.203.content': '<p>Set a deposit limit in the security centre if you wish.</p>',

  'promotionCategory.DEPOSIT': 'Deposit bonus',
  'promotionCategory.REBATE': 'Rebate',
  'promotionCategory.SIGNUP': 'New member',
  'promotionCategory.RAFFLE': 'Lucky draw',

  'promotion.301.title': 'Welcome bonus 100%',
  'promotion.301.content':
    '<p>Double your first deposit up to 1,000.00.</p><ul><li>Apply before you deposit.</li><li>Turnover 10 times before withdrawing.</li></ul>',
  'promotion.302.title': 'Weekly rebate 1%',
  'promotion.302.content': '<p>1% of the week’s valid bets, paid on Monday.</p>',
  'promotion.303.title': 'Sign-up reward',
  'promotion.303.content': '<p>New members may request a sign-up reward once.</p>',
  'promotion.304.title': 'Daily lucky draw',
  'promotion.304.content': '<p>One ticket for every 100.00 staked today.</p>',
  'promotion.305.title': 'Check-in gift 5.00',
  'promotion.305.content': '<p>Claim 5.00 once, no deposit needed.</p>',
  'promotion.306.title': 'New year reload 50%',
  'promotion.306.content': '<p>50% on every deposit during the new year week.</p>',
  'promotion.307.title': 'Autumn cash race',
  'promotion.307.content': '<p>The race has ended; winners were paid.</p>',
  'promotion.308.title': 'Lucky draw finals',
  'promotion.308.content': '<p>Registration closed; the draw runs until the end of the month.</p>',

  'depositMethod.BANK': 'Bank transfer',
  'depositMethod.QR': 'QR payment',
  'depositMethod.ONLINE': 'Online banking',
  'depositMethod.C2C': 'Player-to-player',
  'depositChannel.KBANK': 'Kasikorn Bank',
  'depositChannel.SCB': 'Siam Commercial Bank',
  'depositChannel.PROMPTPAY': 'PromptPay QR',
  'depositChannel.FASTPAY': 'FastPay online banking',
  'depositChannel.C2C': 'Player-to-player',
  'depositPromotion.7001': 'First deposit bonus 10%',

  'withdraw.precautionNote':
    '<p>Withdrawals are paid to a card or e-wallet in your own name. Please check the account before you confirm.</p>',

  'mall.1': 'Chips 10.00',
  'mall.2': 'Chips 50.00',
  'mall.3': 'Deposit bonus voucher',
  'mall.4': 'Priority withdrawal for a week',
  'mall.5': 'Playhouse travel mug',

  'help.account.title': 'Account',
  'help.register.title': 'How do I register?',
  'help.register.content': '<p>Choose Register, fill in the form and confirm your age.</p>',
  'help.forgot-password.title': 'I forgot my password',
  'help.forgot-password.content': '<p>Use Forgot password to reset it by e-mail or SMS.</p>',
  'help.funds.title': 'Deposits and withdrawals',
  'help.deposit-time.title': 'How long does a deposit take?',
  'help.deposit-time.content': '<p>Most deposits arrive within a few minutes.</p>',

  'template.terms.title': 'Terms and conditions',
  'template.terms.content':
    '<h2>Terms and conditions</h2><p>Players must be of legal age. One account per person.</p>',
  'template.privacy.title': 'Privacy policy',
  'template.privacy.content':
    '<h2>Privacy policy</h2><p>We keep your data only as long as the law requires.</p>',
  'template.responsible-gambling.title': 'Responsible gambling',
  'template.responsible-gambling.content':
    '<h2>Responsible gambling</h2><p>Set limits, take breaks, and ask us to exclude you if play stops being fun.</p>',
} as const;

export type ContentKey = keyof typeof EN;
/** Another language's content: every English key, each with its translation. */
export type ContentTranslations = Record<ContentKey, string>;
