import { observer } from 'mobx-react-lite';
import { useId, useState, type FormEvent } from 'react';
import type { PointReward } from '../../api/client/points';
import { useFeatureStore, useMessages } from '../../centre';
import { Form, Modal } from '../../ui';
import { Field, FormError, SubmitButton, useSubmissionRef } from '../../ui/form';
import { pointMallMessages } from './messages';
import { PasswordConfirm } from './PasswordConfirm';
import { createPointMallStore, type PasswordKind } from './PointMallStore';
import { formatPoints } from './points';

/** Most of one item a single exchange may ask for (the platform's own cap). */
const MAX_QUANTITY = 100;

/**
 * Quantity and password for one item. A refusal (wrong password, not enough points, out of
 * stock) is said here and keeps what was typed; the reference is kept across retries of the
 * same item and quantity, so a repeat is refused instead of deducted twice.
 */
export const ExchangeDialog = observer(function ExchangeDialog({
  reward,
  onClose,
  onDone,
}: {
  reward: PointReward;
  onClose: () => void;
  onDone: (notice: string) => void;
}) {
  const t = useMessages(pointMallMessages);
  const store = useFeatureStore(createPointMallStore);
  const submission = useSubmissionRef();
  const [quantity, setQuantity] = useState('1');
  const [password, setPassword] = useState('');
  const [passwordKind, setPasswordKind] = useState<PasswordKind>('login');
  const [problems, setProblems] = useState<{ quantity?: string; password?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const totalId = useId();
  // Not capped at the stock shown: it may have changed since, and the platform says so.
  const max = MAX_QUANTITY;
  const count = /^\d+$/.test(quantity.trim()) ? Number(quantity.trim()) : NaN;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...(Number.isInteger(count) && count >= 1 && count <= max
        ? {}
        : { quantity: t('pm_quantity_invalid', { max }) }),
      ...(password ? {} : { password: t('pm_password_required') }),
    };
    setProblems(found);
    setError(null);
    if (found.quantity || found.password) return;
    setBusy(true);
    const outcome = await store.exchange(reward, count, {
      password,
      passwordKind,
      requestId: submission.for({ rewardId: reward.id, quantity: count }),
    });
    setBusy(false);
    if (!outcome.ok) return setError(t.error(outcome.errorKey));
    submission.done();
    onDone(
      outcome.value.status === 'APPLYING'
        ? t('pm_exchange_applying', { name: reward.name })
        : t('pm_exchange_success'),
    );
  };

  return (
    <Modal
      name="point-exchange"
      title={t('pm_exchange_title', { name: reward.name })}
      onClose={onClose}
    >
      <Form className="point-exchange" onSubmit={(e) => void submit(e)} noValidate>
        <Field label={t('pm_quantity')} error={problems.quantity ?? null}>
          <input
            inputMode="numeric"
            autoComplete="off"
            value={quantity}
            onChange={(e) => setQuantity(e.target.value)}
            aria-describedby={totalId}
          />
        </Field>
        <p id={totalId} className="point-exchange__total" aria-live="polite">
          {Number.isInteger(count) && count > 0
            ? t('pm_total', { points: formatPoints(reward.points * count) })
            : null}
        </p>
        <PasswordConfirm
          kind={passwordKind}
          onKind={setPasswordKind}
          password={password}
          onPassword={setPassword}
          problem={problems.password ?? null}
        />
        <FormError message={error} />
        <div className="point-exchange__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('pm_cancel')}
          </button>
          <SubmitButton busy={busy} busyLabel={t('pm_sending')}>
            {t('pm_confirm')}
          </SubmitButton>
        </div>
      </Form>
    </Modal>
  );
});
