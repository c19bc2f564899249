/**
 * What the pages may claim about the bank: its size rounded down to a round number strictly
 * below it ("over 1,000" for 1,030), so no page promises more than the bank holds.
 */
export function claimedQuestionCount(questions: number): number {
  if (questions <= 1) return 0;
  const digits = Math.floor(Math.log10(questions - 1)) + 1;
  const step = digits >= 5 ? 1000 : 10 ** (digits - 1);
  return Math.floor((questions - 1) / step) * step;
}
