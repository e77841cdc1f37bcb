import type { ContentTranslations } from './en.js';

/** The stand-in's server content in Thai (the platform's `TH`). */
export const TH: ContentTranslations = {
  'banner.1': 'โบนัสต้อนรับ',
  'banner.2': 'เงินคืนรายสัปดาห์',
  'banner.3': 'เล่นอย่างรับผิดชอบ',
  'banner.4': 'เข้าสู่ระบบแล้วเล่นเลย',
  'banner.5': 'สมัครสมาชิก Playhouse',
  'banner.6': 'หวยออกทุกนาที',
  'banner.7': 'เราจะช่วยให้คุณกลับเข้าบัญชีได้',

  'notice.101.title': 'ปิดปรับปรุงระบบตามกำหนดวันอังคาร',
  'notice.101.content':
    '<p>โต๊ะคาสิโนสดของ <b>AG</b> จะไม่สามารถใช้งานได้ในวันอังคาร เวลา 10:00 ถึง 12:00 น. (GMT+7)</p>',
  'notice.102.title': 'สล็อตใหม่จาก Playtech',
  'notice.102.content': '<p>สล็อตใหม่สิบสองเกมเปิดให้เล่นแล้ว <a href="/rng">ลองเล่นได้ที่ล็อบบี้สล็อต</a></p>',
  'notice.103.title': 'อัปเดตช่องทางการฝากเงิน',
  'notice.103.content':
    '<p>การโอนผ่านธนาคารเข้าบัญชีเร็วขึ้นแล้ว</p><img src=x onerror=alert(1)><script>alert(2)</script>',
  'notice.bulletin.title': 'ประกาศผลหวย ฉบับที่ {n}',
  'notice.bulletin.content': '<p>ประกาศฉบับที่ {n}: ทุกงวดได้รับการชำระผลตรงเวลา</p>',

  'popup.201.title': 'ยินดีต้อนรับผู้มาเยือน',
  'popup.201.content': '<p>สมัครบัญชีเพื่อเล่นด้วยเงินจริง เกมทดลองเล่นฟรี</p>',
  'popup.202.title': 'ยินดีที่ได้พบคุณอีกครั้ง',
  'popup.202.content': '<p>เงินคืนรายสัปดาห์จ่ายทุกวันจันทร์</p>',
  'popup.203.title': 'การเข้าสู่ระบบครั้งแรกของคุณ',
  'popup.203.content': '<p>คุณสามารถตั้งวงเงินฝากได้ที่ศูนย์ความปลอดภัย</p>',

  'promotionCategory.DEPOSIT': 'โบนัสเงินฝาก',
  'promotionCategory.REBATE': 'เงินคืน',
  'promotionCategory.SIGNUP': 'สมาชิกใหม่',
  'promotionCategory.RAFFLE': 'ลุ้นโชค',

  'promotion.301.title': 'โบนัสต้อนรับ 100%',
  'promotion.301.content':
    '<p>รับเงินฝากครั้งแรกเป็นสองเท่า สูงสุด 1,000.00</p><ul><li>สมัครรับโปรก่อนฝากเงิน</li><li>ทำยอดเทิร์นโอเวอร์ 10 เท่าก่อนถอน</li></ul>',
  'promotion.302.title': 'เงินคืนรายสัปดาห์ 1%',
  'promotion.302.content': '<p>คืน 1% ของยอดเดิมพันที่ถูกต้องในสัปดาห์ จ่ายทุกวันจันทร์</p>',
  'promotion.303.title': 'รางวัลสมัครสมาชิก',
  'promotion.303.content': '<p>สมาชิกใหม่ขอรับรางวัลสมัครสมาชิกได้หนึ่งครั้ง</p>',
  'promotion.304.title': 'ลุ้นโชครายวัน',
  'promotion.304.content': '<p>รับตั๋วหนึ่งใบทุกยอดเดิมพัน 100.00 ของวันนี้</p>',
  'promotion.305.title': 'ของขวัญเช็กอิน 5.00',
  'promotion.305.content': '<p>รับ 5.00 ได้หนึ่งครั้ง ไม่ต้องฝากเงิน</p>',
  'promotion.306.title': 'ฝากต่อปีใหม่ 50%',
  'promotion.306.content': '<p>รับ 50% ทุกยอดฝากในสัปดาห์ปีใหม่</p>',
  'promotion.307.title': 'ศึกชิงเงินสดฤดูใบไม้ร่วง',
  'promotion.307.content': '<p>การแข่งขันสิ้นสุดแล้ว ผู้ชนะได้รับเงินรางวัลแล้ว</p>',
  'promotion.308.title': 'รอบชิงลุ้นโชค',
  'promotion.308.content': '<p>ปิดรับสมัครแล้ว การจับรางวัลดำเนินไปจนถึงสิ้นเดือน</p>',

  'depositMethod.BANK': 'โอนผ่านธนาคาร',
  'depositMethod.QR': 'ชำระด้วย QR',
  'depositMethod.ONLINE': 'ธนาคารออนไลน์',
  'depositMethod.C2C': 'ผู้เล่นถึงผู้เล่น',
  'depositChannel.KBANK': 'ธนาคารกสิกรไทย',
  'depositChannel.SCB': 'ธนาคารไทยพาณิชย์',
  'depositChannel.PROMPTPAY': 'พร้อมเพย์ QR',
  'depositChannel.FASTPAY': 'ธนาคารออนไลน์ FastPay',
  'depositChannel.C2C': 'ผู้เล่นถึงผู้เล่น',
  'depositPromotion.7001': 'โบนัสฝากครั้งแรก 10%',

  'withdraw.precautionNote':
    '<p>การถอนเงินจ่ายเข้าบัตรหรือกระเป๋าเงินอิเล็กทรอนิกส์ในชื่อของคุณเท่านั้น โปรดตรวจสอบบัญชีก่อนยืนยัน</p>',

  'mall.1': 'ชิป 10.00',
  'mall.2': 'ชิป 50.00',
  'mall.3': 'คูปองโบนัสเงินฝาก',
  'mall.4': 'ถอนเงินด่วนหนึ่งสัปดาห์',
  'mall.5': 'แก้วเดินทาง Playhouse',

  'help.account.title': 'บัญชี',
  'help.register.title': 'สมัครสมาชิกอย่างไร',
  'help.register.content': '<p>เลือก สมัครสมาชิก กรอกแบบฟอร์ม และยืนยันอายุของคุณ</p>',
  'help.forgot-password.title': 'ฉันลืมรหัสผ่าน',
  'help.forgot-password.content': '<p>ใช้ ลืมรหัสผ่าน เพื่อตั้งรหัสใหม่ทางอีเมลหรือ SMS</p>',
  'help.funds.title': 'การฝากและถอนเงิน',
  'help.deposit-time.title': 'การฝากเงินใช้เวลานานเท่าไร',
  'help.deposit-time.content': '<p>การฝากเงินส่วนใหญ่เข้าบัญชีภายในไม่กี่นาที</p>',

  'template.terms.title': 'ข้อกำหนดและเงื่อนไข',
  'template.terms.content':
    '<h2>ข้อกำหนดและเงื่อนไข</h2><p>ผู้เล่นต้องมีอายุตามที่กฎหมายกำหนด หนึ่งบัญชีต่อหนึ่งคน</p>',
  'template.privacy.title': 'นโยบายความเป็นส่วนตัว',
  'template.privacy.content':
    '<h2>นโยบายความเป็นส่วนตัว</h2><p>เราเก็บข้อมูลของคุณไว้เท่าที่กฎหมายกำหนดเท่านั้น</p>',
  'template.responsible-gambling.title': 'การพนันอย่างรับผิดชอบ',
  'template.responsible-gambling.content':
    '<h2>การพนันอย่างรับผิดชอบ</h2><p>ตั้งวงเงิน พักเป็นระยะ และขอให้เราระงับบัญชีของคุณหากการเล่นไม่สนุกอีกต่อไป</p>',
};
