import { useId } from 'react';

export interface ChoiceFilterProps<Value extends string> {
  label: string;
  /** The first choice, which filters nothing (e.g. "All statuses"). */
  allLabel: string;
  value: string | null | undefined;
  options: readonly Value[];
  optionLabel: (option: Value) => string;
  onChange: (value: Value | null) => void;
}

/** A labelled choice that narrows a records list (status, kind, category); empty means all. */
export function ChoiceFilter<Value extends string>({
  label,
  allLabel,
  value,
  options,
  optionLabel,
  onChange,
}: ChoiceFilterProps<Value>) {
  const id = useId();
  return (
    <div className="field field--inline">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(e) => onChange((e.target.value || null) as Value | null)}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </div>
  );
}
