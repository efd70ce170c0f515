// Turns a dictation sentence written with [brackets] round the words to write into the slots of
// each attempt: first only the word lengths, then the first letter, then the first half.

export type DictationSlot = {
  fixed: boolean;
  text: string | null;
  letters: number;
  hint: string | null;
};

type Piece = { text: string; blank: boolean };

function pieces(sentence: string): Piece[] {
  return sentence.split(' ').flatMap((token): Piece[] => {
    const match = /^(.*?)\[([^\]]+)\](.*)$/.exec(token);
    if (!match) return [{ text: token, blank: false }];
    const [, before, word, after] = match as unknown as [string, string, string, string];
    return [
      ...(before ? [{ text: before, blank: false }] : []),
      { text: word, blank: true },
      ...(after ? [{ text: after, blank: false }] : []),
    ];
  });
}

/** The sentence as heard (brackets removed). */
export const plainSentence = (sentence: string) => sentence.replace(/[[\]]/g, '');

/** The words the learner must write. */
export const blankWords = (sentence: string) =>
  pieces(sentence)
    .filter((piece) => piece.blank)
    .map((piece) => piece.text);

export function dictationAttempts(sentence: string): { slots: DictationSlot[] }[] {
  const parts = pieces(sentence);
  if (!parts.some((piece) => piece.blank)) throw new Error(`no [word] to write in "${sentence}"`);
  const lettersShown = [() => 0, () => 1, (word: string) => Math.ceil(word.length / 2)];
  return lettersShown.map((shown) => ({
    slots: parts.map((piece) => {
      if (!piece.blank)
        return { fixed: true, text: piece.text, letters: piece.text.length, hint: null };
      const hint = piece.text.slice(0, shown(piece.text));
      return { fixed: false, text: null, letters: piece.text.length, hint: hint || null };
    }),
  }));
}
