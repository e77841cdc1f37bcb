import { cn } from './cn';
import type { Messages } from './en';
import { en } from './en';
import { km } from './km';
import { th } from './th';
import { vi } from './vi';

/** Every translation at once, for tests; the site loads one language at a time. */
export const ALL_MESSAGES: Readonly<Record<string, Messages>> = {
  EN: en,
  CN: cn,
  KM: km,
  TH: th,
  VI: vi,
};
