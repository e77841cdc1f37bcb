import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useStores } from '../../stores/StoreContext';
import { Form } from '../../ui';
import { InputField, checkField, type FieldProblem } from '../../ui/form';
import { FormError } from './FormError';
import { useFeatureTranslation } from '../../centre/messages';
import { authMessages } from './authMessages';

/**
 * Changing the password: the old one (unless the flow already knows it), the new one by the
 * platform's password rule, and its confirmation.
 */
export const ChangePasswordForm = observer(function ChangePasswordForm({
  onChanged,
}: {
  onChanged: () => void;
}) {
  const t = useFeatureTranslation(authMessages);
  const { authFlow } = useStores();
  const askOld = !authFlow.oldPasswordKnown;
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problems, setProblems] = useState<Record<string, FieldProblem | null>>({});

  useEffect(() => {
    void authFlow.loadRules();
  }, [authFlow]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      old: askOld && !oldPassword ? { key: 'field_required' } : null,
      next: checkField(authFlow.passwordRule, newPassword, true),
      confirm: !confirm
        ? { key: 'field_required' }
        : confirm !== newPassword
          ? { key: 'password_confirm_mismatch' }
          : null,
    };
    setProblems(found);
    if (Object.values(found).some(Boolean)) return;
    if (await authFlow.changePassword(askOld ? oldPassword : '', newPassword, confirm)) onChanged();
  };

  return (
    <Form className="auth-form" onSubmit={(e) => void submit(e)} noValidate>
      {authFlow.oldPasswordKnown && <p>{t('password_expired_notice')}</p>}
      {askOld && (
        <InputField
          label={t('old_password_label')}
          name="oldPassword"
          type="password"
          autoComplete="current-password"
          value={oldPassword}
          problem={problems.old}
          onChange={(e) => setOldPassword(e.target.value)}
        />
      )}
      <InputField
        label={t('new_password_label')}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        value={newPassword}
        problem={problems.next}
        onChange={(e) => setNewPassword(e.target.value)}
      />
      <InputField
        label={t('confirm_password_label')}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        value={confirm}
        problem={problems.confirm}
        onChange={(e) => setConfirm(e.target.value)}
      />
      <FormError />
      <button type="submit" className="button auth-submit" disabled={authFlow.busy}>
        {t('change_password_submit')}
      </button>
    </Form>
  );
});
