import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import type { AccountType } from '../../../api/client/bankCards';
import { useFeatureStore, useMessages } from '../../../centre';
import { Form } from '../../../ui';
import { Field, FormError, SubmitButton } from '../../../ui/form';
import { createBankCardsStore } from './BankCardsStore';
import { bankCardsMessages } from './messages';

/** Problems shown under the field they concern; any other refusal is shown for the form. */
const CODE_PROBLEMS = ['cards_choose_bank', 'bank_invalid', 'wallet_type_invalid'];
const NUMBER_PROBLEMS = [
  'cards_card_no_format',
  'cards_wallet_format',
  'bank_card_no_invalid',
  'wallet_account_invalid',
  'bank_card_already_bound',
];
const PAYEE_PROBLEMS = ['cards_payee_required', 'payee_name_required'];
const FIELD_PROBLEMS = [...CODE_PROBLEMS, ...NUMBER_PROBLEMS, ...PAYEE_PROBLEMS];

/**
 * Binds a bank card or an e-wallet under the platform's bind config: the lengths it allows, the
 * payee name asked for only when none is on file, the branch only when the config asks for it.
 */
export const BindAccountForm = observer(function BindAccountForm({
  onDone,
  onCancel,
}: {
  onDone?: () => void;
  onCancel?: () => void;
}) {
  const t = useMessages(bankCardsMessages);
  const store = useFeatureStore(createBankCardsStore);
  const config = store.config;
  const [type, setType] = useState<AccountType>(store.canBind('BC') ? 'BC' : 'EW');
  const [bankCode, setBankCode] = useState('');
  const [cardNo, setCardNo] = useState('');
  const [payeeName, setPayeeName] = useState('');
  const [branch, setBranch] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const lengths = { min: config?.cardNoMinLength ?? 1, max: config?.cardNoMaxLength ?? 30 };

  if (config && !store.canBind('BC') && !store.canBind('EW')) {
    return (
      <p role="status">
        {t('cards_limit', { cards: config.maxBankCards, wallets: config.maxEWallets })}
      </p>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const outcome = await store.bind({ type, bankCode, cardNo, payeeName, branch });
    setBusy(false);
    if (outcome.ok) {
      setProblem(null);
      onDone?.();
    } else {
      setProblem(outcome.errorKey);
    }
  };

  const fieldError = (keys: readonly string[]) =>
    problem && keys.includes(problem) ? t.error(problem, lengths) : null;
  const options = type === 'BC' ? store.banks : store.walletTypes;

  return (
    <Form className="bind-form" onSubmit={(e) => void submit(e)} noValidate>
      <Field label={t('cards_type')}>
        <select
          value={type}
          onChange={(e) => {
            setType(e.target.value as AccountType);
            setBankCode('');
          }}
        >
          <option value="BC" disabled={!store.canBind('BC')}>
            {t('cards_type_bc')}
          </option>
          <option value="EW" disabled={!store.canBind('EW')}>
            {t('cards_type_ew')}
          </option>
        </select>
      </Field>
      <Field
        label={type === 'BC' ? t('cards_bank') : t('cards_wallet_type')}
        error={fieldError(CODE_PROBLEMS)}
      >
        <select value={bankCode} onChange={(e) => setBankCode(e.target.value)}>
          <option value="">{t('cards_choose')}</option>
          {options.map((o) =>
            'bankCode' in o ? (
              <option key={o.bankCode} value={o.bankCode}>
                {o.bankName}
              </option>
            ) : (
              <option key={o.walletType} value={o.walletType}>
                {o.name}
              </option>
            ),
          )}
        </select>
      </Field>
      <Field
        label={type === 'BC' ? t('cards_card_no') : t('cards_wallet_account')}
        hint={type === 'BC' ? t('cards_card_no_hint', lengths) : t('cards_wallet_hint')}
        error={fieldError(NUMBER_PROBLEMS)}
      >
        <input
          value={cardNo}
          onChange={(e) => setCardNo(e.target.value)}
          inputMode={type === 'BC' ? 'numeric' : 'text'}
          autoComplete="off"
        />
      </Field>
      {config?.payeeName ? (
        <p className="field__hint">{t('cards_payee_on_file', { name: config.payeeName })}</p>
      ) : (
        <Field
          label={t('cards_payee')}
          hint={t('cards_payee_hint')}
          error={fieldError(PAYEE_PROBLEMS)}
        >
          <input
            value={payeeName}
            onChange={(e) => setPayeeName(e.target.value)}
            autoComplete="name"
          />
        </Field>
      )}
      {config?.branchRequired && type === 'BC' && (
        <Field label={t('cards_branch')}>
          <input value={branch} onChange={(e) => setBranch(e.target.value)} />
        </Field>
      )}
      <FormError
        message={problem && !FIELD_PROBLEMS.includes(problem) ? t.error(problem, lengths) : null}
      />
      <div className="form-actions">
        <SubmitButton busy={busy}>{t('cards_submit')}</SubmitButton>
        {onCancel && (
          <button type="button" className="button button--ghost" onClick={onCancel}>
            {t.error('cancel')}
          </button>
        )}
      </div>
    </Form>
  );
});
