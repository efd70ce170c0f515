// Spec 5's pronunciation rules, one copy for the app (the speaking panel, the pronunciation drill)
// and the mock backend (its judging of drill answers).

/** A phone counts correct when its score exceeds this. */
export const PHONE_CORRECT_THRESHOLD = 0.5;
/** A word with this many wrong phones (or more) is not said right. */
const PHONE_ERROR_THRESHOLD = 2;

export const isPhoneCorrect = (score: number): boolean => score > PHONE_CORRECT_THRESHOLD;

/**
 * A word is said right when the evaluation has at least as many phones as the word (fewer, or
 * none, is an error) and fewer than 2 of them are wrong.
 */
export function isWordSaidRight(
  evaluation: readonly { isCorrect: boolean }[],
  expectedPhones: number,
): boolean {
  if (evaluation.length === 0 || evaluation.length < expectedPhones) return false;
  return evaluation.filter((phone) => !phone.isCorrect).length < PHONE_ERROR_THRESHOLD;
}
