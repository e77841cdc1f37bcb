export { Field } from './Field';
export { FormError, FormNotice } from './FormError';
export { MoneyInput } from './MoneyInput';
export {
  formatMajor,
  formatMinor,
  parseMoney,
  toMajor,
  toMinor,
  type MoneyParse,
  type MoneyProblem,
} from './money';
export { newSubmissionRef, SubmissionRef, useSubmissionRef } from './submission';
export { SubmitButton } from './SubmitButton';
export { checkConfirmation, checkField, patternMessageKey, type FieldProblem } from './fieldRules';
export { InputField } from './InputField';
export { useCountdown } from './useCountdown';
