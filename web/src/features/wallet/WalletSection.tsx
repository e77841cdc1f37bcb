import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useFeatureStore, useMessages } from '../../centre';
import { Form } from '../../ui';
import {
  Field,
  FormError,
  FormNotice,
  MoneyInput,
  SubmitButton,
  formatMajor,
  formatMinor,
  parseMoney,
  toMinor,
  useSubmissionRef,
} from '../../ui/form';
import { walletMessages } from './messages';
import { MIN_MOVE_MINOR, createWalletStore, type WalletStore } from './WalletStore';
import './wallet.css';

/** The wallet page (`transferFund`): every wallet's balance, moving money, returning all. */
export const WalletSection = observer(function WalletSection() {
  const t = useMessages(walletMessages);
  const store = useFeatureStore(createWalletStore);

  useEffect(() => {
    void store.load();
  }, [store]);

  if (!store.funds.value) {
    return store.funds.errorKey ? (
      <div className="wallet-failed" role="alert">
        <p>{t('wallet_load_failed')}</p>
        <p>{t.error(store.funds.errorKey)}</p>
        <button type="button" className="button" onClick={() => void store.load()}>
          {t.error('retry')}
        </button>
      </div>
    ) : (
      <p role="status">{t.error('loading')}</p>
    );
  }

  return (
    <div className="wallet-page">
      <p className="wallet-page__intro">
        {store.singleWallet ? t('wallet_single') : t('wallet_intro')}
      </p>
      {/* The form first: with many vendors the table is long, and moving is why one comes. */}
      {!store.singleWallet && <MoveForm store={store} />}
      <WalletTable store={store} />
    </div>
  );
});

const WalletTable = observer(function WalletTable({ store }: { store: WalletStore }) {
  const t = useMessages(walletMessages);
  const total = store.wallets.reduce((sum, w) => sum + toMinor(w.balance), 0);
  const nameOf = (name: string, vendor: string) => (vendor ? name : t('wallet_main'));
  return (
    <table className="wallet-table">
      <caption className="visually-hidden">{t('wallet_games')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('wallet_column_wallet')}</th>
          <th scope="col" className="wallet-table__money">
            {t('wallet_column_balance')}
          </th>
          <th scope="col">
            <span className="visually-hidden">{t('wallet_refresh', { name: '' })}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {store.wallets.map((w) => {
          const name = nameOf(w.name, w.vendor);
          return (
            <tr key={w.accountTypeId} className={w.vendor ? undefined : 'wallet-table__main'}>
              <th scope="row">{name}</th>
              <td
                className="wallet-table__money"
                data-testid={`wallet-balance-${w.vendor || 'main'}`}
              >
                {formatMajor(w.balance)}
              </td>
              <td>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t('wallet_refresh', { name })}
                  disabled={store.refreshing.has(w.accountTypeId)}
                  onClick={() => void store.refreshWallet(w.accountTypeId)}
                >
                  ↻
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
      {store.wallets.length > 1 && (
        <tfoot>
          <tr>
            <td colSpan={3}>{t('wallet_total', { amount: formatMinor(total) })}</td>
          </tr>
        </tfoot>
      )}
    </table>
  );
});

const MoveForm = observer(function MoveForm({ store }: { store: WalletStore }) {
  const t = useMessages(walletMessages);
  const submission = useSubmissionRef();
  const returnSubmission = useSubmissionRef();
  const main = store.main?.accountTypeId ?? 0;
  const firstVendor = store.vendorWallets[0]?.accountTypeId ?? main;
  const [from, setFrom] = useState(main);
  const [to, setTo] = useState(firstVendor);
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const nameOf = (id: number) => {
    const w = store.wallets.find((x) => x.accountTypeId === id);
    return !w || !w.vendor ? t('wallet_main') : w.name;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = parseMoney(amount);
    if (!parsed.ok) {
      setAmountError(t.error(parsed.key));
      return;
    }
    setAmountError(null);
    const values = { fromAccountTypeId: from, toAccountTypeId: to, amountMinor: parsed.minor };
    const moved = await store.move({ ...values, requestId: submission.for(values) });
    if (moved) {
      submission.done();
      setAmount('');
    }
  };

  const returnAll = async () => {
    const done = await store.returnAll(returnSubmission.for({ returnAll: store.wallets }));
    if (done) returnSubmission.done();
  };

  const notice =
    store.lastMovedMinor === null
      ? null
      : t(store.lastAction === 'return' ? 'wallet_returned' : 'wallet_moved', {
          amount: formatMinor(store.lastMovedMinor),
        });

  return (
    <Form className="wallet-move" onSubmit={(e) => void submit(e)} noValidate>
      <h3>{t('wallet_move_title')}</h3>
      <div className="wallet-move__pair">
        <Field label={t('wallet_from')}>
          <select value={from} onChange={(e) => setFrom(Number(e.target.value))}>
            {store.wallets.map((w) => (
              <option key={w.accountTypeId} value={w.accountTypeId}>
                {nameOf(w.accountTypeId)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('wallet_to')}>
          <select value={to} onChange={(e) => setTo(Number(e.target.value))}>
            {store.wallets.map((w) => (
              <option key={w.accountTypeId} value={w.accountTypeId}>
                {nameOf(w.accountTypeId)}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field
        label={t('wallet_amount')}
        hint={t('wallet_amount_hint', {
          min: formatMinor(MIN_MOVE_MINOR),
          available: formatMinor(store.balanceMinorOf(from)),
        })}
        error={amountError}
      >
        <MoneyInput value={amount} onValueChange={setAmount} name="amount" />
      </Field>
      <FormError
        message={
          store.transfer.errorKey
            ? t.error(store.transfer.errorKey, { min: formatMinor(MIN_MOVE_MINOR) })
            : null
        }
      />
      <FormNotice message={notice} />
      <div className="wallet-move__actions">
        <SubmitButton busy={store.busy}>{t('wallet_move')}</SubmitButton>
        <button
          type="button"
          className="button button--ghost"
          disabled={store.busy}
          onClick={() => void returnAll()}
        >
          {t('wallet_return_all')}
        </button>
      </div>
    </Form>
  );
});
