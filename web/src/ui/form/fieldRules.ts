import type { RegisterFieldRule } from '../../api/types';

/** A field message as a translation key and its values. */
export interface FieldProblem {
  key: string;
  values?: Record<string, number>;
}

/**
 * The platform's back office offers a fixed set of patterns, each with its own message (spec
 * §5). An operator's pattern is matched by its source; one we do not know gets the generic
 * format message rather than a wrong explanation.
 */
const PATTERN_MESSAGES: readonly { key: string; sources: readonly string[] }[] = [
  { key: 'rule_letters_digits', sources: ['^[A-Za-z0-9]+$', '^[A-Za-z0-9]*$', '^[a-zA-Z0-9]+$'] },
  {
    key: 'rule_letter_first',
    sources: ['^[A-Za-z][A-Za-z0-9]*$', '^[a-zA-Z][a-zA-Z0-9]*$', '^[A-Za-z].*$'],
  },
  {
    key: 'rule_email',
    sources: [
      '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$',
      '^[\\w.+-]+@[\\w-]+(\\.[\\w-]+)+$',
      '^\\w+([-+.]\\w+)*@\\w+([-.]\\w+)*\\.\\w+([-.]\\w+)*$',
    ],
  },
  { key: 'rule_digits', sources: ['^\\d+$', '^\\d*$', '^[0-9]+$', '^[0-9]*$'] },
  { key: 'rule_has_uppercase', sources: ['^(?=.*[A-Z]).*$', '^(?=.*[A-Z]).+$', '[A-Z]'] },
  { key: 'rule_uppercase_only', sources: ['^[A-Z]+$', '^[A-Z]*$'] },
  { key: 'rule_no_spaces', sources: ['^\\S+$', '^\\S*$', '^[^\\s]+$', '^[^\\s]*$'] },
  {
    key: 'rule_special_required',
    sources: ['^(?=.*[^A-Za-z0-9]).*$', '^(?=.*[^A-Za-z0-9]).+$', '^(?=.*[\\W_]).+$'],
  },
  {
    key: 'rule_mixed_strong',
    sources: [
      '^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[^A-Za-z0-9]).*$',
      '^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[^A-Za-z0-9]).+$',
    ],
  },
  {
    key: 'rule_letter_and_digit',
    sources: ['^(?=.*[A-Za-z])(?=.*\\d)\\S*$', '^(?=.*[A-Za-z])(?=.*\\d).+$'],
  },
  {
    key: 'rule_thai_only',
    sources: ['^[\\u0E00-\\u0E7F]+$', '^[\\u0E00-\\u0E7F\\s]+$', '^[ก-๙]+$', '^[ก-๙\\s]+$'],
  },
  {
    key: 'rule_korean_only',
    sources: ['^[\\uAC00-\\uD7A3]+$', '^[\\uAC00-\\uD7A3\\s]+$', '^[가-힣]+$', '^[가-힣\\s]+$'],
  },
  {
    key: 'rule_japanese_fullwidth',
    sources: [
      '^[\\u3000-\\u30FF\\uFF00-\\uFFEF\\u4E00-\\u9FAF]+$',
      '^[\\u3000-\\u303F\\u3040-\\u309F\\u30A0-\\u30FF\\uFF00-\\uFFEF\\u4E00-\\u9FAF]+$',
    ],
  },
  {
    key: 'rule_chinese_digits',
    sources: ['^[\\u4E00-\\u9FA50-9]+$', '^[\\u4E00-\\u9FA5\\d]+$', '^[\\u4E00-\\u9FA5\\d]*$'],
  },
  {
    key: 'rule_full_name',
    sources: ['^[A-Za-z]+ [A-Za-z]+$', '^\\S+ \\S+$', '^[A-Za-z]+( [A-Za-z]+)+$'],
  },
  {
    key: 'rule_date',
    sources: [
      '^\\d{4}-\\d{2}-\\d{2}$|^\\d{2}-\\d{2}-\\d{4}$',
      '^(\\d{4}-\\d{2}-\\d{2}|\\d{2}-\\d{2}-\\d{4})$',
      '^\\d{4}-\\d{2}-\\d{2}$',
      '^\\d{2}-\\d{2}-\\d{4}$',
    ],
  },
  { key: 'rule_digits_start_9', sources: ['^9\\d*$', '^9[0-9]*$', '^9\\d+$', '^9[0-9]+$'] },
];

/** `\u0e00` and `\u0E00` are the same pattern. */
function normalise(source: string): string {
  return source
    .trim()
    .replace(/\\u([0-9a-fA-F]{4})/g, (_m, hex: string) => `\\u${hex.toUpperCase()}`);
}

const MESSAGE_BY_SOURCE = new Map(
  PATTERN_MESSAGES.flatMap(({ key, sources }) => sources.map((s) => [normalise(s), key] as const)),
);

/** The message explaining a pattern: its own for the platform's patterns, else the generic one. */
export function patternMessageKey(pattern: string): string {
  return MESSAGE_BY_SOURCE.get(normalise(pattern)) ?? 'rule_format';
}

/** Whether a pattern accepts everything (`*`, or none given). */
export function acceptsAnything(pattern: string): boolean {
  const p = pattern.trim();
  return p === '*' || p === '';
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
  if (!acceptsAnything(rule.pattern) && !safeTest(rule.pattern, value)) {
    return { key: patternMessageKey(rule.pattern) };
  }
  return null;
}

/** The confirmation must repeat the password exactly. */
export function checkConfirmation(password: string, confirmation: string): FieldProblem | null {
  if (confirmation === '') return { key: 'field_required' };
  return confirmation === password ? null : { key: 'password_confirm_mismatch' };
}

/** An operator pattern that does not compile is left to the server to enforce. */
function safeTest(pattern: string, value: string): boolean {
  try {
    return new RegExp(pattern, 'u').test(value);
  } catch {
    try {
      return new RegExp(pattern).test(value);
    } catch {
      return true;
    }
  }
}
