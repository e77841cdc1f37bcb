import { defineMessages } from '../../centre/messages';

/** The registration form's terms link and panel. */
export const termsMessages = defineMessages('auth-terms', {
  en: {
    terms_read: 'Read the terms',
    terms_hide: 'Hide the terms',
    terms_in_help: 'Open the help centre in a new tab',
  },
  cn: {
    terms_read: '阅读条款',
    terms_hide: '收起条款',
    terms_in_help: '在新标签页中打开帮助中心',
  },
  km: {
    terms_read: 'អានលក្ខខណ្ឌ',
    terms_hide: 'លាក់លក្ខខណ្ឌ',
    terms_in_help: 'បើកមជ្ឈមណ្ឌលជំនួយក្នុងផ្ទាំងថ្មី',
  },
  th: {
    terms_read: 'อ่านข้อกำหนด',
    terms_hide: 'ซ่อนข้อกำหนด',
    terms_in_help: 'เปิดศูนย์ช่วยเหลือในแท็บใหม่',
  },
  vi: {
    terms_read: 'Đọc điều khoản',
    terms_hide: 'Ẩn điều khoản',
    terms_in_help: 'Mở trung tâm trợ giúp trong thẻ mới',
  },
});
