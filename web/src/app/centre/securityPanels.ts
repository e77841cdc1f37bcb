import { lazyPanel, type CentrePanel } from './section';

/** Panels of the security centre page, after its own profile and sign-in settings. */
export const SECURITY_PANELS: readonly CentrePanel[] = [
  lazyPanel('cards', () => import('../../features/withdraw'), 'CardsPanel'),
  lazyPanel('paymentPassword', () => import('../../features/withdraw'), 'PaymentPasswordPanel'),
  lazyPanel('limits', () => import('../../features/limits'), 'LimitsPanel'),
];
