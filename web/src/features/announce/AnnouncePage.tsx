import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useMessages } from '../../centre';
import { useStores } from '../../stores/StoreContext';
import { DataNotice, Page, SafeHtml } from '../../ui';
import { announceMessages } from './messages';

const PER_PAGE = 7;

/** YYYY/MM/DD in the site's fixed GMT+7 (spec §9); the same on the server and in the browser. */
function noticeDate(timestamp: number): string {
  if (!timestamp) return '';
  const d = new Date(timestamp + 7 * 3600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}/${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}`;
}

/**
 * The announcements page (`/announce`): the notices of the notice popup, seven to a page
 * (`?page=`), and one notice in full (`?id=`) with its operator rich text sanitised. The address
 * holds the place, so a notice can be linked to and the server renders the same screen.
 */
export const AnnouncePage = observer(function AnnouncePage() {
  const { t: shared } = useTranslation();
  const t = useMessages(announceMessages);
  const { announcements } = useStores();
  const [params] = useSearchParams();

  useEffect(() => {
    if (announcements.state !== 'ready') void announcements.load();
  }, [announcements]);

  const id = Number(params.get('id'));
  const notices = announcements.notices;
  const pages = Math.max(1, Math.ceil(notices.length / PER_PAGE));
  const page = Math.min(Math.max(1, Number(params.get('page')) || 1), pages);
  const selected = id ? notices.find((n) => n.id === id) : undefined;

  return (
    <Page name="announce" title={shared('announce_title')}>
      {announcements.state === 'failed' && (
        <div role="alert">
          <p>{t('announce_failed')}</p>
          <button type="button" className="button" onClick={() => void announcements.load()}>
            {t('announce_retry')}
          </button>
        </div>
      )}
      {(announcements.state === 'loading' || announcements.state === 'idle') && (
        <DataNotice>{shared('loading')}</DataNotice>
      )}
      {announcements.state === 'ready' && id > 0 && (
        <article className="announce__notice" aria-labelledby="announce-notice-title">
          <Link to="/announce">{t('announce_back')}</Link>
          {selected ? (
            <>
              <h2 id="announce-notice-title">{selected.title}</h2>
              <p>{t('announce_published', { date: noticeDate(selected.timestamp) })}</p>
              <SafeHtml html={selected.content} />
            </>
          ) : (
            <p id="announce-notice-title">{t('announce_not_found')}</p>
          )}
        </article>
      )}
      {announcements.state === 'ready' && !id && notices.length === 0 && (
        <DataNotice>{t('announce_empty')}</DataNotice>
      )}
      {announcements.state === 'ready' && !id && notices.length > 0 && (
        <nav aria-label={shared('notice_list')}>
          <ul className="menu-list announce__list">
            {notices.slice((page - 1) * PER_PAGE, page * PER_PAGE).map((n) => (
              <li key={n.id}>
                <Link to={`/announce?id=${n.id}`}>
                  {n.title} <span className="announce__date">{noticeDate(n.timestamp)}</span>
                </Link>
              </li>
            ))}
          </ul>
          {pages > 1 && (
            <p className="announce__paging">
              {page > 1 && (
                <Link to={`/announce?page=${page - 1}`}>{shared('notice_previous')}</Link>
              )}{' '}
              <span>{shared('notice_page', { page, pages })}</span>{' '}
              {page < pages && (
                <Link to={`/announce?page=${page + 1}`}>{shared('notice_next')}</Link>
              )}
            </p>
          )}
        </nav>
      )}
    </Page>
  );
});
