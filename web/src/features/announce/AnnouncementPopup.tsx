import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/StoreContext';
import { Modal, SafeHtml } from '../../ui';

/**
 * The announcement popup (publicModal): titles nine to a page with a five-number pager, the chosen
 * one's operator rich text sanitised before rendering. Closing it keeps it closed for the session.
 */
export const AnnouncementPopup = observer(function AnnouncementPopup() {
  const { t } = useTranslation();
  const { announcements } = useStores();
  if (!announcements.popupOpen) return null;
  const selected = announcements.selectedPopup;
  const pages = announcements.popupPages;
  return (
    <Modal
      name="publicModal"
      title={t('announcement_title')}
      onClose={() => announcements.closePopup()}
      size="large"
    >
      <div className="notice-modal">
        <nav aria-label={t('announcement_list')}>
          <ul className="notice-modal__list">
            {announcements.popupsOnPage.map((popup) => (
              <li key={popup.id}>
                <button
                  type="button"
                  aria-pressed={popup.id === selected?.id}
                  onClick={() => announcements.selectPopup(popup.id)}
                >
                  {popup.title}
                </button>
              </li>
            ))}
          </ul>
          {pages > 1 && (
            <div className="notice-modal__paging">
              {announcements.popupPageNumbers.map((page) => (
                <button
                  key={page}
                  type="button"
                  aria-current={page === announcements.popupPage ? 'page' : undefined}
                  onClick={() => announcements.showPopupPage(page)}
                >
                  {page}
                </button>
              ))}
            </div>
          )}
        </nav>
        <article className="notice-modal__content" aria-label={selected?.title ?? ''}>
          {selected && (
            <>
              <h3>{selected.title}</h3>
              <SafeHtml html={selected.content} />
            </>
          )}
        </article>
      </div>
    </Modal>
  );
});
