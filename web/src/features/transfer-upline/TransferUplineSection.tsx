import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useFeatureStore, useMessages } from '../../centre';
import { useStores } from '../../stores/StoreContext';
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
  useSubmissionRef,
} from '../../ui/form';
import { uplineMessages } from './messages';
import {
  MIN_TRANSFER_MINOR,
  REMARK_MAX,
  createUplineStore,
  type TransferTarget,
} from './UplineStore';
import './transferUpline.css';

/** Transfer to the direct upline (`transferUpline`), and for agents to a direct downline. */
export const TransferUplineSection = observer(function TransferUplineSection() {
  const t = useMessages(uplineMessages);
  const store = useFeatureStore(createUplineStore);
  const { user } = useStores();
  const submission = useSubmissionRef();
  const downlineListId = useId();
  const [target, setTarget] = useState<TransferTarget>('upline');
  const [username, setUsername] = useState('');
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [remark, setRemark] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);

  useEffect(() => {
    void store.load();
  }, [store]);

  const loaded = store.recipients.value !== null;
  useEffect(() => {
    if (loaded && !store.uplineAccount && store.isAgent) setTarget('downline');
  }, [loaded, store.uplineAccount, store.isAgent]);

  if (!loaded) {
    return store.recipients.errorKey ? (
      <div className="upline-failed" role="alert">
        <p>{t('upline_load_failed')}</p>
        <p>{t.error(store.recipients.errorKey)}</p>
        <button type="button" className="button" onClick={() => void store.load()}>
          {t.error('retry')}
        </button>
      </div>
    ) : (
      <p role="status">{t.error('loading')}</p>
    );
  }

  if (!store.uplineAccount && !store.isAgent) return <p>{t('upline_no_upline')}</p>;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = parseMoney(amount);
    if (!parsed.ok) {
      setAmountError(t.error(parsed.key));
      return;
    }
    setAmountError(null);
    const values = {
      target,
      username: target === 'downline' ? username.trim() : '',
      amountMinor: parsed.minor,
      remark: remark.trim(),
    };
    const sent = await store.submit({ ...values, password, requestId: submission.for(values) });
    if (sent) {
      submission.done();
      setAmount('');
      setPassword('');
      setRemark('');
    }
  };

  const available = user.balance === null ? '—' : formatMajor(user.balance);
  const receipt = store.receipt;

  return (
    <Form className="upline-form" onSubmit={(e) => void submit(e)} noValidate>
      <p className="upline-form__intro">{t('upline_intro')}</p>
      {store.isAgent && (
        <fieldset className="upline-form__targets">
          <legend>{t('upline_target')}</legend>
          {store.uplineAccount && (
            <label>
              <input
                type="radio"
                name="target"
                value="upline"
                checked={target === 'upline'}
                onChange={() => setTarget('upline')}
              />
              {t('upline_to_upline', { account: store.uplineAccount })}
            </label>
          )}
          <label>
            <input
              type="radio"
              name="target"
              value="downline"
              checked={target === 'downline'}
              onChange={() => setTarget('downline')}
            />
            {t('upline_to_downline')}
          </label>
        </fieldset>
      )}
      {!store.isAgent && (
        <p className="upline-form__to">{t('upline_to_upline', { account: store.uplineAccount })}</p>
      )}
      {target === 'downline' && (
        <Field label={t('upline_downline')}>
          <input
            type="text"
            name="downline"
            autoComplete="off"
            list={downlineListId}
            value={username}
            onChange={(e) => setUsername(e.target.value)}
          />
        </Field>
      )}
      <datalist id={downlineListId}>
        {store.downlines.map((d) => (
          <option key={d} value={d} />
        ))}
      </datalist>
      <Field
        label={t('upline_amount')}
        hint={t('upline_amount_hint', { min: formatMinor(MIN_TRANSFER_MINOR), available })}
        error={amountError}
      >
        <MoneyInput value={amount} onValueChange={setAmount} name="amount" />
      </Field>
      <Field label={t('upline_password')}>
        <input
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </Field>
      <Field label={t('upline_remark')} hint={t('upline_remark_hint', { max: REMARK_MAX })}>
        <textarea
          name="remark"
          rows={2}
          maxLength={REMARK_MAX}
          value={remark}
          onChange={(e) => setRemark(e.target.value)}
        />
      </Field>
      <FormError
        message={
          store.transfer.errorKey
            ? t.error(store.transfer.errorKey, { min: formatMinor(MIN_TRANSFER_MINOR) })
            : null
        }
      />
      <FormNotice
        message={
          receipt
            ? t('upline_done', {
                amount: formatMajor(receipt.transferAmount),
                account: receipt.toAccount,
              })
            : null
        }
      />
      <SubmitButton busy={store.busy}>{t('upline_submit')}</SubmitButton>
    </Form>
  );
});
