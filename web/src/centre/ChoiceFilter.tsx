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
export function ChoiceFilter<Value extends string>(props: ChoiceFilterProps<Value>) {
  return props.look === 'chips' ? (
    <ChoiceFilterChips {...props} />
  ) : (
    <ChoiceFilterSelect {...props} />
  );
}

function ChoiceFilterSelect<Value extends string>({
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

function ChoiceFilterChips<Value extends string>({
  label,
  allLabel,
  value,
  options,
  optionLabel,
  onChange,
}: ChoiceFilterProps<Value>) {
  const chosen = value || null;
  const chips: { value: Value | null; label: string }[] = [
    { value: null, label: allLabel },
    ...options.map((option) => ({ value: option, label: optionLabel(option) })),
  ];
  return (
    <div role="group" aria-label={label} className="choice-chips">
      {chips.map((chip) => (
        <button
          key={chip.value ?? ''}
          type="button"
          className="chip"
          aria-pressed={chip.value === chosen}
          onClick={() => onChange(chip.value)}
        >
          {chip.label}
        </button>
      ))}
    </div>
  );
}
