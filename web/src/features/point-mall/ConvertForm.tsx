import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useFeatureStore, useMessages } from '../../centre';
import { Form } from '../../ui';
import {
  Field,
  FormError,
  FormNotice,
  formatMajor,
  SubmitButton,
  useSubmissionRef,
} from '../../ui/form';
import { pointMallMessages } from './messages';
import { PasswordConfirm } from './PasswordConfirm';
import { createPointMallStore, type PasswordKind } from './PointMallStore';
import { formatPoints } from './points';

/** Points to wallet money at the platform's ratio, confirmed with a password. */
export const ConvertForm = observer(function ConvertForm() {
  const t = useMessages(pointMallMessages);
  const store = useFeatureStore(createPointMallStore);
  const submission = useSubmissionRef();
  const [points, setPoints] = useState('');
  const [password, setPassword] = useState('');
  const [passwordKind, setPasswordKind] = useState<PasswordKind>('login');
  const [problems, setProblems] = useState<{ points?: string; password?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { config, balance } = store;
  if (!config || !balance) return null;
  const per = config.pointsPerMajorConverted;
  const min = config.minimumConversion;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = /^\d+$/.test(points.trim()) ? Number(points.trim()) : NaN;
    const found = {
      ...(Number.isInteger(value) && value >= min && per > 0 && value % per === 0
        ? {}
        : { points: t('pm_convert_invalid', { per: formatPoints(per), min: formatPoints(min) }) }),
      ...(password ? {} : { password: t('pm_password_required') }),
    };
    setProblems(found);
    setError(null);
    setNotice(null);
    if (found.points || found.password) return;
    setBusy(true);
    const outcome = await store.convert(value, {
      password,
      passwordKind,
      requestId: submission.for({ points: value }),
    });
    setBusy(false);
    if (!outcome.ok) return setError(t.error(outcome.errorKey));
    submission.done();
    setPoints('');
    setPassword('');
    setNotice(
      t('pm_convert_success', {
        points: formatPoints(value),
        amount: formatMajor(outcome.value.amount),
      }),
    );
  };

  return (
    <section className="point-convert" aria-labelledby="point-convert-title">
      <h2 id="point-convert-title">{t('pm_convert_title')}</h2>
      <p>
        {t('pm_convert_rule', { per: formatPoints(per), min: formatPoints(min) })}{' '}
        {t('pm_convertible', { amount: formatMajor(balance.convertibleAmount) })}
      </p>
      <Form onSubmit={(e) => void submit(e)} noValidate>
        <Field label={t('pm_convert_points')} error={problems.points ?? null}>
          <input
            inputMode="numeric"
            autoComplete="off"
            value={points}
            onChange={(e) => setPoints(e.target.value)}
          />
        </Field>
        <PasswordConfirm
          kind={passwordKind}
          onKind={setPasswordKind}
          password={password}
          onPassword={setPassword}
          problem={problems.password ?? null}
        />
        <FormError message={error} />
        <FormNotice message={notice} />
        <SubmitButton busy={busy} busyLabel={t('pm_sending')}>
          {t('pm_convert_submit')}
        </SubmitButton>
      </Form>
    </section>
  );
});
