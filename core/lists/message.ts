/**
 * A user-facing text, resolved by the web layer through web/lib/translator.ts.
 *
 * Keys are relative to the "panels" strings area (web/locales/panels/<language>.json), so core
 * stays free of English strings. When `params.count` is present the key has `_one`/`_other`
 * plural forms; a list of names is joined in the person's language (Intl.ListFormat).
 */
export type Message = { key: string; params?: Record<string, string | number | readonly string[]> };
