import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useStores } from '../../stores/StoreContext';
import { Modal, SafeHtml } from '../../ui';
import { TitleList } from '../../ui/TitleList';

/** YYYY/MM/DD in the site's fixed GMT+7 (spec §9). */
function noticeDate(timestamp: number): string {
  if (!timestamp) return '';
  const d = new Date(timestamp + 7 * 3600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}/${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}`;
}

/** Notices listed per page of the notice popup (spec §9). */
export const NOTICES_PER_PAGE = 7;

/**
 * The notice popup: 7 titles per page on the left, the chosen notice's content on the right; it
 * opens at the notice chosen in the marquee, on that notice's page. Its paging lives here, in the
 * popup's own chunk, rather than in the root store every first visit downloads.
 */
export const NoticeModal = observer(function NoticeModal({
  initialId,
  onClose,
}: {
  initialId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { announcements } = useStores();
  const navigate = useNavigate();
  const { notices } = announcements;
  const [selectedId, setSelectedId] = useState(initialId);
  const [page, setPage] = useState(
    () =>
      Math.floor(
        Math.max(
          0,
          notices.findIndex((n) => n.id === initialId),
        ) / NOTICES_PER_PAGE,
      ) + 1,
  );
  const pages = Math.max(1, Math.ceil(notices.length / NOTICES_PER_PAGE));
  const current = Math.min(page, pages);
  const onPage = notices.slice((current - 1) * NOTICES_PER_PAGE, current * NOTICES_PER_PAGE);
  const selected = notices.find((n) => n.id === selectedId) ?? null;
  return (
    <Modal name="notice" title={t('notice_title')} onClose={onClose} size="large">
      <div className="notice-modal">
        <nav aria-label={t('notice_list')}>
          <TitleList items={onPage} selectedId={selectedId} onSelect={setSelectedId} />
          <div className="notice-modal__paging">
            <button type="button" disabled={current <= 1} onClick={() => setPage(current - 1)}>
              {t('notice_previous')}
            </button>
            <span>{t('notice_page', { page: current, pages })}</span>
            <button type="button" disabled={current >= pages} onClick={() => setPage(current + 1)}>
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
