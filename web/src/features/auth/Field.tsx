import { useId, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldProblem } from './fieldRules';

/** A labelled input with its message underneath, announced to screen readers. */
export function Field({
  label,
  problem,
  ...input
}: { label: string; problem?: FieldProblem | null } & InputHTMLAttributes<HTMLInputElement>) {
  const { t } = useTranslation();
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className="auth-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? messageId : undefined}
        {...input}
      />
      {problem && (
        <p id={messageId} className="form-error">
          {t(problem.key, problem.values)}
        </p>
      )}
    </div>
  );
}
