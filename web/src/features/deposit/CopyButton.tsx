import { useEffect, useRef, useState } from 'react';
import { useDepositT } from './DepositForm';

/** How long the button says "Copied" before it offers to copy again. */
const COPIED_FOR_MS = 2500;

interface CopyButtonProps {
  /** Exactly what goes to the clipboard (an amount without thousands separators). */
  text: string;
  /** What is copied, in words: the button's name ("Copy account number") and its announcement. */
  what: string;
}

/**
 * Copies one payment detail. The button's name says what it copies; once copied it says
 * "Copied" and a polite status announces "<what> copied" to screen readers; a refused clipboard
 * says how to copy by hand.
 */
export function CopyButton({ text, what }: CopyButtonProps) {
  const t = useDepositT();
  const [outcome, setOutcome] = useState<'copied' | 'failed' | null>(null);
  const reset = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(reset.current), []);

  const copy = async () => {
    clearTimeout(reset.current);
    try {
      await navigator.clipboard.writeText(text);
      setOutcome('copied');
      reset.current = setTimeout(() => setOutcome(null), COPIED_FOR_MS);
    } catch {
      setOutcome('failed');
    }
  };

  return (
    <span className="deposit-copy">
      <button
        type="button"
        className="button button--small button--ghost"
        aria-label={outcome === 'copied' ? t('deposit_copied') : t('deposit_copy_label', { what })}
        onClick={() => void copy()}
      >
        {outcome === 'copied' ? t('deposit_copied') : t('deposit_copy')}
      </button>
      <span role="status" className="visually-hidden">
        {outcome === 'copied' ? t('deposit_copied_what', { what }) : ''}
      </span>
      {outcome === 'failed' && (
        <span className="deposit-copy__failed" role="alert">
          {t('deposit_copy_failed')}
        </span>
      )}
    </span>
  );
}
