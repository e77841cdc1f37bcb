import type { RegisterFieldRule } from '../state/seed/content.js';

/**
 * Checks one registration field against the operator's rule: required, length bounds and
 * pattern (`*` accepts anything). Returns the message key of the first rule broken, or null.
 */
export function fieldError(
  name: string,
  rule: RegisterFieldRule | undefined,
  value: string,
): string | null {
  if (!rule || !rule.show) return null;
  if (value === '') return rule.required ? `${name}_required` : null;
  const tooShort = rule.min > 0 && value.length < rule.min;
  const tooLong = rule.max > 0 && value.length > rule.max;
  const badPattern = rule.pattern !== '*' && !new RegExp(rule.pattern).test(value);
  return tooShort || tooLong || badPattern ? `${name}_format_error` : null;
}
