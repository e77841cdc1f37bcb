import type { FormHTMLAttributes } from 'react';
import { useHydrated } from './useHydrated';

/**
 * A form whose fields stay disabled until the page is hydrated. A form in a server-rendered page
 * is on screen before its script: submitted then, the browser would send it itself, as a GET
 * with every field (a password too) in the address, and typing would be lost at hydration.
 */
export function Form({ children, ...props }: FormHTMLAttributes<HTMLFormElement>) {
  const hydrated = useHydrated();
  return (
    <form {...props}>
      <fieldset className="form-fields" disabled={!hydrated}>
        {children}
      </fieldset>
    </form>
  );
}
