// Text search as a Japanese learner types: the query and the texts are folded alike, so that
// full-width Latin letters and digits (ＴＯＥＩＣ６００), half-width katakana and either case
// meet their usual forms (NFKC, then lower case), and katakana meets hiragana (リスニング and
// りすにんぐ). Kanji and their readings are not matched (旅行 is not りょこう).

const KATAKANA = /[\u30a1-\u30f6]/g;
const KANA_OFFSET = 0x60;

export function foldForSearch(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(KATAKANA, (char) => String.fromCharCode(char.charCodeAt(0) - KANA_OFFSET));
}

/**
 * Whether every word of the query (split at spaces, full-width ones included) is a substring of
 * one of the texts, folded as above. An empty query matches everything.
 */
export function matchesEveryWord(texts: readonly string[], query: string): boolean {
  const words = foldForSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  // A word holds no space, so it cannot run from one text into the next.
  const haystack = texts.map(foldForSearch).join('\n');
  return words.every((word) => haystack.includes(word));
}
