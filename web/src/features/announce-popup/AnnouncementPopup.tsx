import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/StoreContext';
import { Modal, SafeHtml } from '../../ui';
import { TitleList } from '../../ui/TitleList';
import { clampPage, itemsOnPage, pageCount, pageNumbers } from './paging';

/**
 * The announcement popup (publicModal): titles nine to a page with a five-number pager, the chosen
 * one's operator rich text sanitised before rendering. Closing it keeps it closed for the session.
 * A feature of its own, a small chunk: a first visit's popup is rendered by the gateway with the
 * page and hydrated once this code arrives, so it never waits for the announcements page's code.
 * It stays in place in the tree (not portalled), where the server rendered it.
 */
export const AnnouncementPopup = observer(function AnnouncementPopup() {
  const { t } = useTranslation();
  const { announcements } = useStores();
  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  if (!announcements.popupOpen) return null;
  const { popups } = announcements;
  const current = clampPage(page, popups.length);
  const onPage = itemsOnPage(popups, current);
  // The chosen title while it is still published (a language change reloads them), else the
  // first of the page.
  const selected = popups.find((p) => p.id === selectedId) ?? onPage[0] ?? null;
  const pages = pageCount(popups.length);
  // One announcement needs no list of titles: its own heading says it.
  const single = popups.length === 1;
  return (
    <Modal
      name="publicModal"
      title={t('announcement_title')}
      onClose={() => announcements.closePopup()}
      size="large"
      inPlace
    >
      <div className={single ? 'notice-modal notice-modal--single' : 'notice-modal'}>
        {!single && (
          <nav aria-label={t('announcement_list')}>
            <TitleList items={onPage} selectedId={selected?.id} onSelect={setSelectedId} />
            {pages > 1 && (
              <div className="notice-modal__paging">
                {pageNumbers(current, popups.length).map((number) => (
                  <button
                    key={number}
                    type="button"
                    aria-current={number === current ? 'page' : undefined}
                    onClick={() => {
                      setPage(number);
                      setSelectedId(itemsOnPage(popups, number)[0]?.id ?? null);
                    }}
                  >
                    {number}
                  </button>
                ))}
              </div>
            )}
          </nav>
        )}
        <article className="notice-modal__content" aria-label={selected?.title ?? ''}>
          {selected && (
            <>
              <h3>{selected.title}</h3>
              <SafeHtml html={selected.content} cleaned={announcements.popupsCleaned} />
            </>
          )}
        </article>
      </div>
    </Modal>
  );
});
