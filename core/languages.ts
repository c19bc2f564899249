/**
 * The eleven languages of Twirl: the interface speaks each of them and the question bank
 * holds every question in each (their own names: web/lib/language-names.ts).
 */
export const LANGUAGE_CODES = [
  "en",
  "es",
  "fr",
  "hi",
  "de",
  "it",
  "ja",
  "nl",
  "pt",
  "ru",
  "ar",
] as const;

export type LanguageCode = (typeof LANGUAGE_CODES)[number];

export const FALLBACK_LANGUAGE: LanguageCode = "en";

export function isLanguageCode(value: unknown): value is LanguageCode {
  return (LANGUAGE_CODES as readonly unknown[]).includes(value);
}

/** "pt-BR" → "pt"; anything unsupported → undefined. */
export function supportedLanguage(tag: string | null | undefined): LanguageCode | undefined {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguageCode(primary) ? primary : undefined;
}

/** Arabic is the one written right to left. */
export const directionOf = (code: LanguageCode) => (code === "ar" ? "rtl" : "ltr");
