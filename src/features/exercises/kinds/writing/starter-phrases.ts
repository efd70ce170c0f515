// Words as the backend counts them (mock-server/rules/writing-feedback.ts): runs of letters or
// digits, an apostrophe inside a word keeps it one word ("don't"), hyphens split ("well-known" is
// two). Full-width letters count as letters.
const WORD = /[\p{L}\p{N}]+(?:['\u2019][\p{L}\p{N}]+)*/gu;

export function countWords(text: string): number {
  return text.normalize('NFKC').match(WORD)?.length ?? 0;
}

/**
 * The text with the phrase put in at the selection (replacing it), with a space either side where
 * a word touches it, and where the caret goes after it.
 */
export function insertPhrase(
  text: string,
  phrase: string,
  start: number,
  end: number,
): { text: string; caret: number } {
  const before = text.slice(0, start);
  const after = text.slice(end);
  const lead = before === '' || /\s$/.test(before) ? '' : ' ';
  const trail = after === '' || /^[\s.,!?;:]/.test(after) ? '' : ' ';
  const inserted = `${lead}${phrase}${trail}`;
  return { text: `${before}${inserted}${after}`, caret: before.length + inserted.length };
}
