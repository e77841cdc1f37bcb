import './redEnvelopes.css';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { isGamePage } from '../../routing/routeTable';
import { Icon } from '../../ui/icons';
import { useFeatureStore, useMessages } from '../../centre';
import { useStores } from '../../stores/StoreContext';
import { Modal } from '../../ui';
import { redEnvelopesMessages } from './messages';
import { createRedEnvelopesStore } from './RedEnvelopesStore';
import { EnvelopeCard } from './RedEnvelopesPanel';

/**
 * The red envelope that floats on the site: a button beside the customer-service button, shown
 * while the signed-in member has an envelope to open. Game pages keep the whole screen for the
 * game, and trial accounts cannot be paid, so neither sees it.
 */
export const RedEnvelopeFloat = observer(function RedEnvelopeFloat() {
  const { session } = useStores();
  const { pathname } = useLocation();
  if (!session.isLogin || session.isTrial || isGamePage(pathname)) return null;
  return <FloatingEnvelopes />;
});

const FloatingEnvelopes = observer(function FloatingEnvelopes() {
  const t = useMessages(redEnvelopesMessages);
  const store = useFeatureStore(createRedEnvelopesStore);
  const { dialogs } = useStores();
  const [tapped, setTapped] = useState(false);

  useEffect(() => {
    void store.ensureLoaded();
  }, [store]);

  // A rain the operator opened shows by itself, in the dialog queue's turn (never on top of a
  // dialog the player is using); a tap on the envelope opens it at once.
  const rain = store.rain;
  useEffect(() => {
    if (!rain) return;
    dialogs.request('raffle');
    return () => dialogs.release('raffle');
  }, [dialogs, rain]);
  const open = tapped || (rain && dialogs.mayShow('raffle'));

  const count = store.openableCount;
  // The dialog keeps what the member opened in it (with the amount), even once none is left.
  const shown = store.envelopes.filter(
    (e) =>
      e.status === 'OPENABLE' || (e.envelopeId === store.openedId && store.opened.state !== 'idle'),
  );
  const close = () => {
    setTapped(false);
    store.rainSeen();
    // The floating button is gone once the last envelope is opened: focus goes back to the page.
    if (store.openableCount === 0) document.getElementById('main')?.focus();
  };

  return (
    <>
      {count > 0 && (
        <button
          type="button"
          className="envelope-float"
          aria-haspopup="dialog"
          aria-label={t('re_entry', { count })}
          onClick={() => setTapped(true)}
        >
          <Icon name="gift" />
          <span className="envelope-float__count" aria-hidden="true">
            {count}
          </span>
        </button>
      )}
      {open && (
        <Modal name="redEnvelopes" title={t('re_title')} onClose={close}>
          <ul className="red-envelopes__list red-envelopes__list--dialog">
            {shown.map((e) => (
              <li key={e.envelopeId}>
                <EnvelopeCard envelope={e} t={t} />
              </li>
            ))}
          </ul>
        </Modal>
      )}
    </>
  );
});
