import './bankCards.css';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useFeatureStore, useMessages } from '../../../centre';
import { DataNotice } from '../../../ui';
import { FormNotice } from '../../../ui/form';
import { bankCardsMessages } from './messages';
import {
  ChangePaymentPasswordForm,
  ResetPaymentPasswordForm,
  SetPaymentPasswordForm,
} from './PaymentPasswordForms';
import { createPaymentPasswordStore } from './PaymentPasswordStore';

type Mode = 'idle' | 'change' | 'reset';

/** The security centre's payment password: set it, or change or reset the one in place. */
export const PaymentPasswordPanel = observer(function PaymentPasswordPanel() {
  const t = useMessages(bankCardsMessages);
  const store = useFeatureStore(createPaymentPasswordStore);
  const [mode, setMode] = useState<Mode>('idle');
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    void store.ensureLoaded();
  }, [store]);

  const done = () => {
    setMode('idle');
    setNotice(t('pp_saved'));
  };

  let body;
  if (store.state === 'failed') {
    body = (
      <>
        <DataNotice>{t.error(store.errorKey ?? 'system_error')}</DataNotice>
        <button type="button" className="button" onClick={() => void store.load()}>
          {t.error('retry')}
        </button>
      </>
    );
  } else if (store.isSet === null) {
    body = <DataNotice>{t.error('loading')}</DataNotice>;
  } else if (!store.isSet) {
    body = (
      <>
        <p>{t('pp_intro_unset')}</p>
        <SetPaymentPasswordForm onDone={done} />
      </>
    );
  } else if (mode === 'change') {
    body = <ChangePaymentPasswordForm onDone={done} onCancel={() => setMode('idle')} />;
  } else if (mode === 'reset') {
    body = <ResetPaymentPasswordForm onDone={done} onCancel={() => setMode('idle')} />;
  } else {
    body = (
      <>
        <p>{t('pp_is_set')}</p>
        <div className="form-actions">
          <button type="button" className="button" onClick={() => setMode('change')}>
            {t('pp_change')}
          </button>
          <button type="button" className="button button--ghost" onClick={() => setMode('reset')}>
            {t('pp_reset')}
          </button>
        </div>
      </>
    );
  }

  return (
    <section
      className="centre-panel"
      aria-labelledby="payment-password-title"
      id="payment-password"
    >
      <h3 id="payment-password-title">{t('pp_title')}</h3>
      <FormNotice message={notice} />
      {body}
    </section>
  );
});
