import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useStores } from '../../stores/StoreContext';
import { Modal, SafeHtml } from '../../ui';

/** YYYY/MM/DD in the site's fixed GMT+7 (spec §9). */
function noticeDate(timestamp: number): string {
  if (!timestamp) return '';
  const d = new Date(timestamp + 7 * 3600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}/${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}`;
}

/** The notice popup: 7 titles per page on the left, the chosen notice's content on the right. */
export const NoticeModal = observer(function NoticeModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { announcements } = useStores();
  const navigate = useNavigate();
  const selected = announcements.selectedNotice;
  return (
    <Modal name="notice" title={t('notice_title')} onClose={onClose} size="large">
      <div className="notice-modal">
        <nav aria-label={t('notice_list')}>
          <ul className="notice-modal__list">
            {announcements.noticesOnPage.map((notice) => (
              <li key={notice.id}>
                <button
                  type="button"
                  aria-pressed={notice.id === announcements.selectedNoticeId}
                  onClick={() => announcements.selectNotice(notice.id)}
                >
                  {notice.title}
                </button>
              </li>
            ))}
          </ul>
          <div className="notice-modal__paging">
            <button
              type="button"
              disabled={announcements.noticePage <= 1}
              onClick={() => announcements.showNoticePage(announcements.noticePage - 1)}
            >
              {t('notice_previous')}
            </button>
            <span>
              {t('notice_page', {
                page: announcements.noticePage,
                pages: announcements.noticePages,
              })}
            </span>
            <button
              type="button"
              disabled={announcements.noticePage >= announcements.noticePages}
              onClick={() => announcements.showNoticePage(announcements.noticePage + 1)}
            >
              {t('notice_next')}
            </button>
          </div>
        </nav>
        <article className="notice-modal__content" aria-label={selected?.title ?? ''}>
          {selected && (
            <>
              <h3>{selected.title}</h3>
              <p className="notice-modal__date">{noticeDate(selected.timestamp)}</p>
              <SafeHtml html={selected.content} />
            </>
          )}
          <button
            type="button"
            className="button"
            onClick={() => {
              onClose();
              navigate('/promotions');
            }}
          >
            {t('notice_reward_centre')}
          </button>
        </article>
      </div>
    </Modal>
  );
});
