import { claimedQuestionCount } from "#core/questions/bank-claim.ts";
import { i18n } from "./translator";

/** Set by vite.config.ts from content/questions: the bank's questions in every language. */
declare const __BANK_QUESTIONS__: number;

/**
 * The `{{questions}}` of "over {{questions}} questions", in the shown language's digits
 * grouping (Latin digits everywhere, as the rest of the interface writes numbers).
 */
export function questionClaim(language = i18n.language): string {
  return new Intl.NumberFormat(language, { numberingSystem: "latn" }).format(
    claimedQuestionCount(__BANK_QUESTIONS__),
  );
}
