/**
 * A two-letter country code as the header shows it: the letters themselves. A flag emoji
 * (regional indicator letters) is two empty boxes on a device without an emoji font.
 */
export function countryCode(code: string): string {
  const upper = code.trim().toUpperCase();
  return /^[A-Z]{2}$/.test(upper) ? upper : '';
}

/** The country's name in the player's language, for the code's tooltip. */
export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
