import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useFeatureStore } from '../../centre/featureStore';
import { useMessages } from '../../centre/messages';
import { LoadableStatus } from '../../centre/LoadableStatus';
import { formatSiteTime } from '../../i18n/time';
import { DataNotice, SafeHtml } from '../../ui';
import { loadSanitiser } from '../../ui/sanitiser';
import { createAnnouncementsStore } from './AnnouncementsStore';
import { agentNoticesMessages } from './messages';
import './agentNotices.css';
import type { RootStore } from '../../stores/RootStore';

/** Notices for agents (agentAnnouncement), newest first; the text is sanitised before shown. */
export const AnnouncementSection = observer(function AnnouncementSection() {
  const store = useFeatureStore(createAnnouncementsStore);
  const t = useMessages(agentNoticesMessages);
  useEffect(() => {
    // Every notice is rich text: the sanitiser is fetched alongside them rather than after (not
    // for the ones the page came with, cleaned already; a later reload fetches it then).
    if (!store.cleaned) loadSanitiser().catch(() => undefined);
    void store.open();
  }, [store]);
  const list = store.list.value;
  return (
    <div className="team-announcements">
      <LoadableStatus
        loadable={store.list}
        retry={() => void store.load()}
        failedLabel={t('notices_failed')}
      />
      {list?.length === 0 && <DataNotice>{t('notices_none')}</DataNotice>}
      {list?.map((a) => (
        <article key={a.id} className="team-announcement" aria-labelledby={`agent-notice-${a.id}`}>
          <h3 id={`agent-notice-${a.id}`}>{a.title}</h3>
          <p className="team-announcement__time">
            <time dateTime={a.publishedAt}>{formatSiteTime(a.publishedAt)}</time>
          </p>
          <SafeHtml html={a.content} cleaned={store.cleaned} className="team-announcement__body" />
        </article>
      ))}
    </div>
  );
});

/** Starts the agent notices at start-up when the address opens them (see `CentreSection.prefetch`). */
export function prefetchAnnouncements(root: RootStore): void {
  const store = root.features.get(createAnnouncementsStore);
  // The notices the page came with are shown as they are: nothing to ask or clean.
  if (store.cleaned) return;
  store.prefetch();
  // The notices are rich text: the sanitiser is on its way alongside them.
  loadSanitiser().catch(() => undefined);
}
