import { defineMessage, defineMessages, type MessageTag } from 'react-intl';

// Texts live in src/i18n/<lang>/exercise-pronunciation.ts. <en>…</en> wraps English words.
export const readingMessages = {
  ...defineMessages({
    sentenceLead: { id: 'exercises.kinds.sentenceReading.sentenceLead' },
    sentenceLabel: { id: 'exercises.kinds.sentenceReading.sentenceLabel' },
    translationLabel: { id: 'exercises.kinds.sentenceReading.translationLabel' },
    hintWords: { id: 'exercises.kinds.sentenceReading.hintWords' },
    wordLead: { id: 'exercises.kinds.sentenceReading.wordLead' },
    wordLabel: { id: 'exercises.kinds.sentenceReading.wordLabel' },
    meaningLabel: { id: 'exercises.kinds.sentenceReading.meaningLabel' },
    ipaLabel: { id: 'exercises.kinds.sentenceReading.ipaLabel' },
    unreadable: { id: 'exercises.kinds.sentenceReading.unreadable' },
    scoreLabel: { id: 'exercises.kinds.sentenceReading.scoreLabel' },
    great: { id: 'exercises.kinds.sentenceReading.praise.great' },
    good: { id: 'exercises.kinds.sentenceReading.praise.good' },
    fair: { id: 'exercises.kinds.sentenceReading.praise.fair' },
    low: { id: 'exercises.kinds.sentenceReading.praise.low' },
    wordGreat: { id: 'exercises.kinds.sentenceReading.wordPraise.great' },
    wordGood: { id: 'exercises.kinds.sentenceReading.wordPraise.good' },
    wordFair: { id: 'exercises.kinds.sentenceReading.wordPraise.fair' },
    wordLow: { id: 'exercises.kinds.sentenceReading.wordPraise.low' },
    markedLabel: { id: 'exercises.kinds.sentenceReading.markedLabel' },
    missedMark: { id: 'exercises.kinds.sentenceReading.missedMark' },
    allHeard: { id: 'exercises.kinds.sentenceReading.allHeard' },
    compareTitle: { id: 'exercises.kinds.sentenceReading.compareTitle' },
    model: { id: 'exercises.kinds.sentenceReading.model' },
    own: { id: 'exercises.kinds.sentenceReading.own' },
    noRecording: { id: 'exercises.kinds.sentenceReading.noRecording' },
  }),
  scoreValue: defineMessage<{ score: number }>({
    id: 'exercises.kinds.sentenceReading.scoreValue',
  }),
  missedWords: defineMessage<{ count: number; words: string; en: MessageTag }>({
    id: 'exercises.kinds.sentenceReading.missedWords',
  }),
  practiceNext: defineMessage<{ words: string; en: MessageTag }>({
    id: 'exercises.kinds.sentenceReading.practiceNext',
  }),
};
