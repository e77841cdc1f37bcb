import { defineMessages } from '../../centre/messages';

/** The announcements page's own strings. */
export const announceMessages = defineMessages('announce', {
  en: {
    announce_back: 'All announcements',
    announce_empty: 'There are no announcements.',
    announce_failed: 'The announcements could not be loaded.',
    announce_retry: 'Try again',
    announce_not_found: 'This announcement is no longer published.',
    announce_published: 'Published {{date}}',
  },
  cn: {
    announce_back: '全部公告',
    announce_empty: '暂无公告。',
    announce_failed: '无法加载公告。',
    announce_retry: '重试',
    announce_not_found: '此公告已下架。',
    announce_published: '发布于 {{date}}',
  },
  km: {
    announce_back: 'សេចក្ដីជូនដំណឹងទាំងអស់',
    announce_empty: 'មិនមានសេចក្ដីជូនដំណឹងទេ។',
    announce_failed: 'មិនអាចផ្ទុកសេចក្ដីជូនដំណឹងបានទេ។',
    announce_retry: 'ព្យាយាមម្ដងទៀត',
    announce_not_found: 'សេចក្ដីជូនដំណឹងនេះលែងបានផ្សាយទៀតហើយ។',
    announce_published: 'បានផ្សាយ {{date}}',
  },
  th: {
    announce_back: 'ประกาศทั้งหมด',
    announce_empty: 'ไม่มีประกาศ',
    announce_failed: 'โหลดประกาศไม่สำเร็จ',
    announce_retry: 'ลองอีกครั้ง',
    announce_not_found: 'ประกาศนี้ไม่ได้เผยแพร่แล้ว',
    announce_published: 'เผยแพร่เมื่อ {{date}}',
  },
  vi: {
    announce_back: 'Tất cả thông báo',
    announce_empty: 'Chưa có thông báo nào.',
    announce_failed: 'Không tải được thông báo.',
    announce_retry: 'Thử lại',
    announce_not_found: 'Thông báo này không còn được đăng.',
    announce_published: 'Đăng ngày {{date}}',
  },
});
