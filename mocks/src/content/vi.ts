import type { ContentTranslations } from './en.js';

/** The stand-in's server content in Vietnamese (the platform's `VI`). */
export const VI: ContentTranslations = {
  'banner.1': 'Thưởng chào mừng',
  'banner.2': 'Hoàn trả hằng tuần',
  'banner.3': 'Chơi có trách nhiệm',
  'banner.4': 'Đăng nhập và chơi',
  'banner.5': 'Tham gia Playhouse',
  'banner.6': 'Xổ số mỗi phút',
  'banner.7': 'Chúng tôi sẽ giúp bạn đăng nhập lại',

  'notice.101.title': 'Bảo trì định kỳ vào thứ Ba',
  'notice.101.content':
    '<p>Các bàn casino trực tuyến của <b>AG</b> sẽ tạm ngừng vào thứ Ba từ 10:00 đến 12:00 (GMT+7).</p>',
  'notice.102.title': 'Slot mới từ Playtech',
  'notice.102.content':
    '<p>Mười hai trò slot mới đã ra mắt. <a href="/rng">Chơi thử tại sảnh slot</a>.</p>',
  'notice.103.title': 'Cập nhật kênh nạp tiền',
  'notice.103.content':
    '<p>Chuyển khoản ngân hàng giờ đây đến nhanh hơn.</p><img src=x onerror=alert(1)><script>alert(2)</script>',
  'notice.bulletin.title': 'Bản tin kết quả xổ số {n}',
  'notice.bulletin.content': '<p>Bản tin {n}: tất cả các kỳ quay đều được thanh toán đúng hạn.</p>',

  'popup.201.title': 'Chào mừng bạn ghé thăm',
  'popup.201.content': '<p>Tạo tài khoản để chơi thật. Trò chơi thử miễn phí.</p>',
  'popup.202.title': 'Rất vui được gặp lại bạn',
  'popup.202.content': '<p>Tiền hoàn trả hằng tuần được trả vào mỗi thứ Hai.</p>',
  'popup.203.title': 'Lần đăng nhập đầu tiên của bạn',
  'popup.203.content': '<p>Bạn có thể đặt hạn mức nạp tiền trong trung tâm bảo mật.</p>',

  'promotionCategory.DEPOSIT': 'Thưởng nạp tiền',
  'promotionCategory.REBATE': 'Hoàn trả',
  'promotionCategory.SIGNUP': 'Thành viên mới',
  'promotionCategory.RAFFLE': 'Rút thăm may mắn',

  'promotion.301.title': 'Thưởng chào mừng 100%',
  'promotion.301.content':
    '<p>Nhân đôi lần nạp đầu tiên, tối đa 1,000.00.</p><ul><li>Đăng ký trước khi nạp tiền.</li><li>Cược đủ 10 lần trước khi rút.</li></ul>',
  'promotion.302.title': 'Hoàn trả hằng tuần 1%',
  'promotion.302.content': '<p>1% tổng cược hợp lệ trong tuần, trả vào thứ Hai.</p>',
  'promotion.303.title': 'Thưởng đăng ký',
  'promotion.303.content': '<p>Thành viên mới có thể yêu cầu thưởng đăng ký một lần.</p>',
  'promotion.304.title': 'Rút thăm may mắn mỗi ngày',
  'promotion.304.content': '<p>Mỗi 100.00 tiền cược hôm nay được một vé.</p>',
  'promotion.305.title': 'Quà điểm danh 5.00',
  'promotion.305.content': '<p>Nhận 5.00 một lần, không cần nạp tiền.</p>',
  'promotion.306.title': 'Nạp lại năm mới 50%',
  'promotion.306.content': '<p>Thưởng 50% cho mỗi lần nạp trong tuần năm mới.</p>',
  'promotion.307.title': 'Đua tiền mặt mùa thu',
  'promotion.307.content': '<p>Cuộc đua đã kết thúc; người thắng đã được trả thưởng.</p>',
  'promotion.308.title': 'Chung kết rút thăm may mắn',
  'promotion.308.content': '<p>Đã đóng đăng ký; vòng quay kéo dài đến cuối tháng.</p>',

  'depositMethod.BANK': 'Chuyển khoản ngân hàng',
  'depositMethod.QR': 'Thanh toán QR',
  'depositMethod.ONLINE': 'Ngân hàng trực tuyến',
  'depositMethod.C2C': 'Người chơi với người chơi',
  'depositChannel.KBANK': 'Ngân hàng Kasikorn',
  'depositChannel.SCB': 'Ngân hàng Thương mại Siam',
  'depositChannel.PROMPTPAY': 'Mã QR PromptPay',
  'depositChannel.FASTPAY': 'Ngân hàng trực tuyến FastPay',
  'depositChannel.C2C': 'Người chơi với người chơi',
  'depositPromotion.7001': 'Thưởng nạp lần đầu 10%',

  'withdraw.precautionNote':
    '<p>Tiền rút chỉ được trả vào thẻ hoặc ví điện tử đứng tên bạn. Vui lòng kiểm tra tài khoản trước khi xác nhận.</p>',

  'mall.1': 'Chip 10.00',
  'mall.2': 'Chip 50.00',
  'mall.3': 'Phiếu thưởng nạp tiền',
  'mall.4': 'Ưu tiên rút tiền trong một tuần',
  'mall.5': 'Cốc du lịch Playhouse',

  'help.account.title': 'Tài khoản',
  'help.register.title': 'Làm thế nào để đăng ký?',
  'help.register.content': '<p>Chọn Đăng ký, điền biểu mẫu và xác nhận tuổi của bạn.</p>',
  'help.forgot-password.title': 'Tôi quên mật khẩu',
  'help.forgot-password.content': '<p>Dùng Quên mật khẩu để đặt lại qua e-mail hoặc SMS.</p>',
  'help.funds.title': 'Nạp và rút tiền',
  'help.deposit-time.title': 'Nạp tiền mất bao lâu?',
  'help.deposit-time.content': '<p>Phần lớn các khoản nạp đến trong vài phút.</p>',

  'template.terms.title': 'Điều khoản và điều kiện',
  'template.terms.content':
    '<h2>Điều khoản và điều kiện</h2><p>Người chơi phải đủ tuổi theo luật định. Mỗi người một tài khoản.</p>',
  'template.privacy.title': 'Chính sách quyền riêng tư',
  'template.privacy.content':
    '<h2>Chính sách quyền riêng tư</h2><p>Chúng tôi chỉ lưu dữ liệu của bạn trong thời gian pháp luật yêu cầu.</p>',
  'template.responsible-gambling.title': 'Cá cược có trách nhiệm',
  'template.responsible-gambling.content':
    '<h2>Cá cược có trách nhiệm</h2><p>Hãy đặt giới hạn, nghỉ ngơi, và đề nghị chúng tôi loại trừ bạn nếu việc chơi không còn vui.</p>',
};
