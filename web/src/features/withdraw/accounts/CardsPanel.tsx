import './bankCards.css';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useFeatureStore, useMessages } from '../../../centre';
import { DataNotice } from '../../../ui';
import { FormError, FormNotice } from '../../../ui/form';
import { BindAccountForm } from './BindAccountForm';
import { createBankCardsStore } from './BankCardsStore';
import { bankCardsMessages } from './messages';

/** The security centre's bank cards and e-wallets: the list, the default, and binding one. */
export const CardsPanel = observer(function CardsPanel() {
  const t = useMessages(bankCardsMessages);
  const store = useFeatureStore(createBankCardsStore);
  const [binding, setBinding] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    void store.ensureLoaded();
  }, [store]);

  const makeDefault = async (id: string) => {
    const outcome = await store.setDefault(id);
    setProblem(outcome.ok ? null : outcome.errorKey);
    setNotice(outcome.ok ? t('cards_default_done') : null);
  };

  return (
    <section className="centre-panel" aria-labelledby="cards-title" id="cards">
      <h3 id="cards-title">{t('cards_title')}</h3>
      <p className="field__hint">{t('cards_intro')}</p>
      {store.state === 'failed' ? (
        <>
          <DataNotice>{t.error(store.errorKey ?? 'system_error')}</DataNotice>
          <button type="button" className="button" onClick={() => void store.load()}>
            {t.error('retry')}
          </button>
        </>
      ) : store.state !== 'ready' ? (
        <DataNotice>{t.error('loading')}</DataNotice>
      ) : (
        <>
          {store.accounts.length === 0 ? (
            <p>{t('cards_empty')}</p>
          ) : (
            <ul className="account-list" aria-label={t('cards_list_caption')}>
              {store.accounts.map((a) => (
                <li key={a.id} className="account-list__item">
                  <span className="account-list__name">
                    {a.bankName} <span className="account-list__number">{a.cardNo}</span>
                  </span>
                  <span className="account-list__meta">
                    {a.type === 'BC' ? t('cards_type_bc') : t('cards_type_ew')} · {a.payeeName}
                  </span>
                  {a.isDefault ? (
                    <span className="account-list__default">{t('cards_default')}</span>
                  ) : (
                    <button
                      type="button"
                      className="button button--ghost"
                      onClick={() => void makeDefault(a.id)}
                      aria-label={`${t('cards_make_default')}: ${a.bankName} ${a.cardNo}`}
                    >
                      {t('cards_make_default')}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )}
          <FormNotice message={notice} />
          <FormError message={problem ? t.error(problem) : null} />
          {binding ? (
            <BindAccountForm
              onDone={() => {
                setBinding(false);
                setNotice(t('cards_bound'));
              }}
              onCancel={() => setBinding(false)}
            />
          ) : (
            <button
              type="button"
              className="button"
              onClick={() => {
                setNotice(null);
                setBinding(true);
              }}
            >
              {t('cards_bind')}
            </button>
          )}
        </>
      )}
    </section>
  );
});
