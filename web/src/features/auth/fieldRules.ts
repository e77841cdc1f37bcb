import type { RegisterFieldRule } from '../../api/types';

/** A field message as a translation key and its values. */
export interface FieldProblem {
  key: string;
  values?: Record<string, number>;
}

/**
 * Checks a value against a rule from the server's validation config: required, length bounds
 * (one number when min equals max) and pattern, where `*` accepts anything.
 */
export function checkField(
  rule: RegisterFieldRule | null | undefined,
  value: string,
  required = rule?.required ?? false,
): FieldProblem | null {
  if (value === '') return required ? { key: 'field_required' } : null;
  if (!rule) return null;
  const { min, max } = rule;
  const tooShort = min > 0 && value.length < min;
  const tooLong = max > 0 && value.length > max;
  if (tooShort || tooLong) {
    if (min > 0 && min === max) return { key: 'rule_length_exact', values: { count: min } };
    if (min > 0 && max > 0) return { key: 'rule_length_between', values: { min, max } };
    return min > 0
      ? { key: 'rule_length_min', values: { min } }
      : { key: 'rule_length_max', values: { max } };
  }
  if (rule.pattern !== '*' && rule.pattern !== '' && !safeTest(rule.pattern, value)) {
    return { key: 'rule_format' };
  }
  return null;
}

/** An operator pattern that does not compile is left to the server to enforce. */
function safeTest(pattern: string, value: string): boolean {
  try {
    return new RegExp(pattern).test(value);
  } catch {
    return true;
  }
}
