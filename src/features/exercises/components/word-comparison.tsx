import { useIntl } from 'react-intl';
import { comparisonMessages as m } from '../messages';
import './word-comparison.css';

// An answer compared with the right one word by word (src/lib/rules/marking/word-diff.ts, or the
// backend's dictation correction): right words as written, a wrong word struck through with the
// right one after it, a spelling slip (a letter, an apostrophe: "dont") the same in the colour of
// 「おしい」, a missing word inserted, an extra word struck through. Each mark has words for screen
// readers, not only colour and lines.

export type ComparedWord = {
  expected: string | null;
  given: string | null;
  status: 'correct' | 'typo' | 'wrong' | 'missing' | 'extra';
};

export function WordComparison({ words, label }: { words: ComparedWord[]; label?: string }) {
  const intl = useIntl();
  return (
    <ol className="word-comparison" aria-label={label ?? intl.formatMessage(m.label)} lang="en">
      {words.map((word, index) => (
        <li key={index} className={`word-comparison__word word-comparison__word--${word.status}`}>
          {word.status === 'correct' ? (
            <>
              {word.given ?? word.expected}
              <span className="visually-hidden" lang={intl.locale}>
                {` ${intl.formatMessage(m.right)}`}
              </span>
            </>
          ) : null}
          {word.status === 'wrong' || word.status === 'typo' ? (
            <>
              <del className="word-comparison__given">{word.given}</del>{' '}
              <ins className="word-comparison__expected">{word.expected}</ins>
              <span className="visually-hidden" lang={intl.locale}>
                {` ${intl.formatMessage(word.status === 'typo' ? m.typo : m.wrong, { word: word.expected ?? '' })}`}
              </span>
            </>
          ) : null}
          {word.status === 'missing' ? (
            <>
              <ins className="word-comparison__expected">{word.expected}</ins>
              <span className="visually-hidden" lang={intl.locale}>
                {` ${intl.formatMessage(m.missing, { word: word.expected ?? '' })}`}
              </span>
            </>
          ) : null}
          {word.status === 'extra' ? (
            <>
              <del className="word-comparison__given">{word.given}</del>
              <span className="visually-hidden" lang={intl.locale}>
                {` ${intl.formatMessage(m.extra)}`}
              </span>
            </>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
