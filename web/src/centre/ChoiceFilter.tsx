import { useId } from 'react';

export interface ChoiceFilterProps<Value extends string> {
  label: string;
  /** The first choice, which filters nothing (e.g. "All statuses"). */
  allLabel: string;
  value: string | null | undefined;
  options: readonly Value[];
  optionLabel: (option: Value) => string;
  onChange: (value: Value | null) => void;
  /**
   * `chips` shows every choice at once as a row of buttons, one tap each (a few choices the
   * player switches between, such as a list's tabs); `select` (the default) is a drop-down.
   */
  look?: 'select' | 'chips';
}

/** A labelled choice that narrows a records list (status, kind, category); empty means all. */
export function ChoiceFilter<Value extends string>({
  label,
  allLabel,
  value,
  options,
  optionLabel,
  onChange,
  look = 'select',
}: ChoiceFilterProps<Value>) {
  const id = useId();
  if (look === 'chips') {
    const chosen = value || null;
    return (
      <div role="group" aria-label={label} className="choice-chips">
        {[null, ...options].map((option) => (
          <button
            key={option ?? ''}
            type="button"
            className="chip"
            aria-pressed={option === chosen}
            onClick={() => onChange(option)}
          >
            {option === null ? allLabel : optionLabel(option)}
          </button>
        ))}
      </div>
    );
  }
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
