import { defineMessage, defineMessages } from 'react-intl';

// Texts live in src/i18n/<lang>/exercise-text-kinds.ts.
export const writingMessages = {
  ...defineMessages({
    instruction: { id: 'exercises.kinds.writing.instruction' },
    answerLabel: { id: 'exercises.kinds.writing.answerLabel' },
    phrasesLabel: { id: 'exercises.kinds.writing.phrasesLabel' },
    goodLength: { id: 'exercises.kinds.writing.goodLength' },
    submitHint: { id: 'exercises.kinds.writing.submitHint' },
    feedbackLabel: { id: 'exercises.kinds.writing.feedbackLabel' },
    good: { id: 'exercises.kinds.writing.good' },
    toImprove: { id: 'exercises.kinds.writing.toImprove' },
    effortLabel: { id: 'exercises.kinds.writing.effort.label' },
    repeated: { id: 'exercises.kinds.writing.effort.repeated' },
    notEnglish: { id: 'exercises.kinds.writing.effort.notEnglish' },
    notWords: { id: 'exercises.kinds.writing.effort.notWords' },
    notSentencesVerdict: { id: 'exercises.kinds.writing.notSentences.verdict' },
    fewLinkingWords: { id: 'exercises.kinds.writing.notSentences.fewLinkingWords' },
    noVerbs: { id: 'exercises.kinds.writing.notSentences.noVerbs' },
    manyMistakes: { id: 'exercises.kinds.writing.notSentences.manyMistakes' },
    rewrite: { id: 'exercises.kinds.writing.notSentences.rewrite' },
    slipsLabel: { id: 'exercises.kinds.writing.slips.label' },
    spelling: { id: 'exercises.kinds.writing.slips.spelling' },
    agreement: { id: 'exercises.kinds.writing.slips.agreement' },
    grammar: { id: 'exercises.kinds.writing.slips.grammar' },
    noSuggestion: { id: 'exercises.kinds.writing.slips.noSuggestion' },
    checkerNote: { id: 'exercises.kinds.writing.slips.checkerNote' },
    slipMarked: { id: 'exercises.kinds.writing.slips.marked' },
    slipFix: { id: 'exercises.kinds.writing.slips.fix' },
  }),
  modelLabel: defineMessage<{ count: number }>({ id: 'exercises.kinds.writing.modelLabel' }),
  insertPhrase: defineMessage<{ phrase: string }>({ id: 'exercises.kinds.writing.insertPhrase' }),
  wordCount: defineMessage<{ count: number; min: number; max: number }>({
    id: 'exercises.kinds.writing.wordCount',
  }),
  tooShort: defineMessage<{ count: number }>({ id: 'exercises.kinds.writing.tooShort' }),
  tooLong: defineMessage<{ count: number }>({ id: 'exercises.kinds.writing.tooLong' }),
};
