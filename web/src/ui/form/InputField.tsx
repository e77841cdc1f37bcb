import type { InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from './Field';
import type { FieldProblem } from './fieldRules';

/** A labelled text input whose problem is a message key (as `checkField` reports it). */
export function InputField({
  label,
  problem,
  className,
  ...input
}: {
  label: string;
  problem?: FieldProblem | null;
} & InputHTMLAttributes<HTMLInputElement>) {
  const { t } = useTranslation();
  return (
    <Field
      label={label}
      className={className}
      error={problem ? t(problem.key, problem.values) : null}
    >
      <input {...input} />
    </Field>
  );
}
