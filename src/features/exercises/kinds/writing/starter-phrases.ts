// Sentence starters (a writing prompt's useful phrases) as the learner puts them in. The content
// writes a blank as "..." ("I think (that) ...", "I'm in the ... grade."), an optional word in
// brackets and alternatives with " / " ("He is ... / She is ..."). Each alternative is its own
// starter; inserting one puts in clean text: no dots or brackets, one space either side, the
// caret at the blank (else after the phrase), a capital letter only at the start of a sentence.

const BLANK = /\s*(?:\.{3}|…)\s*/;

/** The starters of a prompt, one per alternative, as the content writes them. */
export function startersOf(phrases: readonly string[]): string[] {
  return phrases
    .flatMap((phrase) => phrase.split(/\s+\/\s+/))
    .map((starter) => starter.trim())
    .filter((starter) => starter !== '');
}

/** True when what comes before the caret ends a sentence (or there is nothing before it). */
function atSentenceStart(before: string): boolean {
  const end = before.replace(/[ \t]+$/, '');
  return end === '' || /\n$/.test(end) || /[.!?]["')\]]*$/.test(end);
}

function withFirstLetter(phrase: string, sentenceStart: boolean): string {
  if (sentenceStart) return phrase.charAt(0).toUpperCase() + phrase.slice(1);
  if (/^I\b/.test(phrase)) return phrase;
  return phrase.charAt(0).toLowerCase() + phrase.slice(1);
}

/**
 * The text with the starter put in at the selection (replacing it), and where the caret goes:
 * at the starter's blank, with a space either side of it, or after the starter and one space.
 */
export function insertStarter(
  text: string,
  starter: string,
  start: number,
  end: number,
): { text: string; caret: number } {
  const before = text.slice(0, start);
  const after = text.slice(end);
  const clean = starter.replace(/[()]/g, '').replace(/\s+/g, ' ').trim();
  const blank = BLANK.exec(clean);
  const head = withFirstLetter(
    blank ? clean.slice(0, blank.index) : clean,
    atSentenceStart(before),
  );
  const tail = blank ? clean.slice(blank.index + blank[0].length) : '';
  const lead = before === '' || /\s$/.test(before) ? '' : ' ';
  if (!blank) {
    const space = /^[\s.,!?;:]/.test(after) ? '' : ' ';
    const inserted = `${lead}${head}${space}`;
    return { text: `${before}${inserted}${after}`, caret: before.length + inserted.length };
  }
  const opening = `${lead}${head} `;
  const closing = tail === '' ? '' : ` ${tail}`;
  const joinsNext = after !== '' && !/^[\s.,!?;:]/.test(after);
  const inserted = `${opening}${closing}${joinsNext ? ' ' : ''}`;
  return { text: `${before}${inserted}${after}`, caret: before.length + opening.length };
}
