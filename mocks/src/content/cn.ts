import type { ContentTranslations } from './en.js';

/** The stand-in's server content in Simplified Chinese (the platform's `CN`). */
export const CN: ContentTranslations = {
  'banner.1': '新人礼',
  'banner.2': '每周返水',
  'banner.3': '理性游戏',
  'banner.4': '登录畅玩',
  'banner.5': '加入我们',
  'banner.6': '分分彩',
  'banner.7': '找回账号',

  'notice.101.title': '周二例行维护',
  'notice.101.content':
    '<p><b>AG</b> 真人娱乐将于周二 10:00 至 12:00（GMT+7）维护，期间暂停使用。</p>',
  'notice.102.title': 'Playtech 新游戏上线',
  'notice.102.content': '<p>十二款新老虎机已上线。<a href="/rng">前往电子游戏大厅试玩</a>。</p>',
  'notice.103.title': '存款渠道更新',
  'notice.103.content':
    '<p>银行转账到账更快了。</p><img src=x onerror=alert(1)><script>alert(2)</script>',
  'notice.bulletin.title': '彩票开奖公告 {n}',
  'notice.bulletin.content': '<p>第 {n} 期公告：所有开奖均已按时结算。</p>',

  'popup.201.title': '欢迎光临',
  'popup.201.content': '<p>注册账号即可真钱游戏，试玩游戏免费。</p>',
  'popup.202.title': '欢迎回来',
  'popup.202.content': '<p>每周返水于每周一发放。</p>',
  'popup.203.title': '首次登录',
  'popup.203.content': '<p>如有需要，可在安全中心设置存款限额。</p>',

  'promotionCategory.DEPOSIT': '存款优惠',
  'promotionCategory.REBATE': '返水',
  'promotionCategory.SIGNUP': '新会员',
  'promotionCategory.RAFFLE': '幸运抽奖',

  'promotion.301.title': '首存100%',
  'promotion.301.content':
    '<p>首存加倍，最高1,000.00。</p><ul><li>请先申请再存款。</li><li>提款前需10倍流水。</li></ul>',
  'promotion.302.title': '每周返水1%',
  'promotion.302.content': '<p>返还本周有效投注的1%，每周一发放。</p>',
  'promotion.303.title': '注册奖励',
  'promotion.303.content': '<p>新会员可申请一次注册奖励。</p>',
  'promotion.304.title': '每日幸运抽奖',
  'promotion.304.content': '<p>今日每投注100.00可获得一张抽奖券。</p>',
  'promotion.305.title': '签到礼5.00',
  'promotion.305.content': '<p>无需存款，可领取一次5.00。</p>',
  'promotion.306.title': '新年续存50%',
  'promotion.306.content': '<p>新年周期间每笔存款赠送50%。</p>',
  'promotion.307.title': '秋季现金赛',
  'promotion.307.content': '<p>比赛已结束，奖金已发放给获胜者。</p>',
  'promotion.308.title': '抽奖总决赛',
  'promotion.308.content': '<p>报名已截止，抽奖持续到月底。</p>',

  'depositMethod.BANK': '银行转账',
  'depositMethod.QR': '扫码支付',
  'depositMethod.ONLINE': '网上银行',
  'depositMethod.C2C': '玩家互转',
  'depositChannel.KBANK': '开泰银行',
  'depositChannel.SCB': '暹罗商业银行',
  'depositChannel.PROMPTPAY': 'PromptPay 二维码',
  'depositChannel.FASTPAY': 'FastPay 网上银行',
  'depositChannel.C2C': '玩家互转',
  'depositPromotion.7001': '首存优惠10%',

  'withdraw.precautionNote':
    '<p>提款只支付到您本人名下的银行卡或电子钱包。确认前请核对收款账户。</p>',

  'mall.1': '筹码 10.00',
  'mall.2': '筹码 50.00',
  'mall.3': '存款红利券',
  'mall.4': '一周优先提款',
  'mall.5': 'Playhouse 旅行杯',

  'help.account.title': '账户',
  'help.register.title': '如何注册？',
  'help.register.content': '<p>点击“注册”，填写表格并确认您的年龄。</p>',
  'help.forgot-password.title': '忘记密码',
  'help.forgot-password.content': '<p>使用“忘记密码”，通过电子邮件或短信重设密码。</p>',
  'help.funds.title': '存款与提款',
  'help.deposit-time.title': '存款需要多长时间到账？',
  'help.deposit-time.content': '<p>大多数存款会在几分钟内到账。</p>',

  'template.terms.title': '条款与条件',
  'template.terms.content': '<h2>条款与条件</h2><p>玩家必须达到法定年龄。每人仅限一个账户。</p>',
  'template.privacy.title': '隐私政策',
  'template.privacy.content': '<h2>隐私政策</h2><p>我们仅在法律要求的期限内保存您的资料。</p>',
  'template.responsible-gambling.title': '负责任博彩',
  'template.responsible-gambling.content':
    '<h2>负责任博彩</h2><p>请设定限额、适时休息；如果游戏不再有趣，可以请我们为您自我禁入。</p>',
};
