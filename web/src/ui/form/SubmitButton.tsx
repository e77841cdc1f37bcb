import type { ButtonHTMLAttributes, ReactNode } from 'react';

/**
 * The form's submit button. While busy it cannot be pressed again (a double tap sends nothing
 * twice) and says so to screen readers; `busyLabel` replaces the text while busy.
 */
export function SubmitButton({
  busy,
  busyLabel,
  children,
  disabled,
  className,
  ...rest
}: {
  busy: boolean;
  busyLabel?: ReactNode;
  children: ReactNode;
} & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'>) {
  return (
    <button
      type="submit"
      className={['button', className].filter(Boolean).join(' ')}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
