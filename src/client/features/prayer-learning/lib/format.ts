/** A number in the digits of `language` (Intl, as quran.com does). */
export function formatNumber(value: number, language: string, options?: Intl.NumberFormatOptions): string {
  try {
    return new Intl.NumberFormat(language, options).format(value);
  } catch {
    return String(value);
  }
}
