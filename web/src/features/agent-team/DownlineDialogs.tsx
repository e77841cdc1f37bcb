import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import type { Downline } from '../../api/client/team';
import { Form, Modal } from '../../ui';
import {
  Field,
  formatMajor,
  FormError,
  MoneyInput,
  parseMoney,
  SubmitButton,
  useSubmissionRef,
} from '../../ui/form';
import type { DownlineStore } from './DownlineStore';
import { useTeamT } from './parts';
import { RebateFields } from './RebateFields';
import { emptyRebateTexts, readRebates, type RebateProblem } from './rebates';

/** Pays a direct downline or takes money back from it, checked with the agent's password. */
export const MoneyDialog = observer(function MoneyDialog({
  store,
  downline,
  direction,
  onClose,
}: {
  store: DownlineStore;
  downline: Downline;
  direction: 'to' | 'from';
  onClose: () => void;
}) {
  const t = useTeamT();
  const submission = useSubmissionRef();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<{ amount?: string; password?: string }>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseMoney(amount);
    const found = {
      amount: parsed.ok
        ? parsed.minor > 0
          ? undefined
          : t.error('money_invalid')
        : t.error(parsed.key),
      password: password ? undefined : t('team_password_required'),
    };
    setProblems(found);
    if (!parsed.ok || found.amount || found.password) return;
    const values = { direction, username: downline.account, amountMinor: parsed.minor };
    const done = await store.move({ ...values, password, requestId: submission.for(values) });
    if (done) {
      submission.done();
      onClose();
    }
  };

  return (
    <Modal
      name="downline-money"
      title={t(direction === 'to' ? 'team_transfer_title' : 'team_collect_title', {
        account: downline.account,
      })}
      onClose={onClose}
    >
      <Form className="team-form" onSubmit={(e) => void submit(e)}>
        <p>{t('team_downline_balance', { amount: formatMajor(downline.balance) })}</p>
        <Field label={t('team_amount')} error={problems.amount}>
          <MoneyInput name="amount" value={amount} onValueChange={setAmount} />
        </Field>
        <Field label={t('team_your_password')} error={problems.password}>
          <input
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Field>
        <FormError message={store.change.errorKey ? t.error(store.change.errorKey) : null} />
        <SubmitButton busy={store.change.state === 'loading'} busyLabel={t('team_sending')}>
          {t(direction === 'to' ? 'team_transfer' : 'team_collect')}
        </SubmitButton>
      </Form>
    </Modal>
  );
});

/** Sets a direct downline's rebates, each within the agent's own. */
export const RebatesDialog = observer(function RebatesDialog({
  store,
  downline,
  onClose,
}: {
  store: DownlineStore;
  downline: Downline;
  onClose: () => void;
}) {
  const t = useTeamT();
  const quota = store.quota.value;
  const [texts, setTexts] = useState(() => emptyRebateTexts(downline.rebates));
  const [problem, setProblem] = useState<RebateProblem | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!quota) return;
    const read = readRebates(texts, quota);
    setProblem(read.ok ? null : read.problem);
    if (read.ok && (await store.updateRebates(downline.account, read.rebates))) onClose();
  };
  return (
    <Modal
      name="downline-rebates"
      title={t('team_rebates_title', { account: downline.account })}
      onClose={onClose}
      size="large"
    >
      <Form className="team-form" onSubmit={(e) => void submit(e)}>
        {quota ? (
          <RebateFields texts={texts} onChange={setTexts} quota={quota} problem={problem} />
        ) : (
          <p role="status">
            {store.quota.errorKey ? t.error(store.quota.errorKey) : t.error('loading')}
          </p>
        )}
        <FormError message={store.change.errorKey ? t.error(store.change.errorKey) : null} />
        <SubmitButton
          busy={store.change.state === 'loading'}
          busyLabel={t('team_sending')}
          disabled={!quota}
        >
          {t('team_rebates_save')}
        </SubmitButton>
      </Form>
    </Modal>
  );
});
