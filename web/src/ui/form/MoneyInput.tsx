import type { InputHTMLAttributes } from 'react';

/**
 * A text box for an amount in major units with at most two decimals. It is a plain text input
 * (decimal keypad on phones) so the player's text is kept exactly as typed; read it with
 * `parseMoney`, which reports what is wrong with it.
 */
export function MoneyInput({
  value,
  onValueChange,
  ...rest
}: {
  value: string;
  onValueChange: (text: string) => void;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'>) {
  return (
    <input
      type="text"
      inputMode="decimal"
      autoComplete="off"
      spellCheck={false}
      value={value}
      onChange={(e) => onValueChange(e.target.value)}
      {...rest}
    />
  );
}
