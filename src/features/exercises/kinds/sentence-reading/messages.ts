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
    scoreOutOf: { id: 'exercises.kinds.sentenceReading.scoreOutOf' },
    bandExcellent: { id: 'exercises.kinds.sentenceReading.band.excellent' },
    bandGood: { id: 'exercises.kinds.sentenceReading.band.good' },
    bandClose: { id: 'exercises.kinds.sentenceReading.band.close' },
    bandTryAgain: { id: 'exercises.kinds.sentenceReading.band.tryAgain' },
    markedLabel: { id: 'exercises.kinds.sentenceReading.markedLabel' },
    missedMark: { id: 'exercises.kinds.sentenceReading.missedMark' },
    allHeard: { id: 'exercises.kinds.sentenceReading.allHeard' },
    compareTitle: { id: 'exercises.kinds.sentenceReading.compareTitle' },
    model: { id: 'exercises.kinds.sentenceReading.model' },
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
