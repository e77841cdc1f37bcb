import { createContext } from 'react';

/**
 * A dialog that shows a warning raised by its content in its own place rather than under a
 * second dialog (the account dialogs do): while `warned`, the dialog is the warning, the rest of
 * its content kept as it was but hidden, and the warning is rendered into `slot`.
 */
export interface WarningHost {
  slot: HTMLElement | null;
  setWarned(warned: boolean): void;
}

export const WarningHostContext = createContext<WarningHost | null>(null);
