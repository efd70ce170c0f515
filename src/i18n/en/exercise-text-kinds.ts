import type { Catalogue } from '../catalogue';

// The typed exercise kinds: dictation, typing drill, translation quiz and drill, free writing.
const exerciseTextKinds: Catalogue = {
  'exercises.kinds.textEntry.check': 'Check',
  'exercises.kinds.textEntry.answerLabel': 'Your answer',

  'exercises.kinds.dictation.sentenceLabel': 'The sentence you heard',
  'exercises.kinds.dictation.check': 'Check',
  'exercises.kinds.dictation.clear': 'Clear all',
  'exercises.kinds.dictation.keysHint':
    'Tab or Space moves to the next word; Enter checks your answer.',
  'exercises.kinds.dictation.tryAgain': 'Listen once more and have another go.',
  'exercises.kinds.dictation.previousLabel': 'Your last answer',
  'exercises.kinds.dictation.correctionLabel': 'Word-by-word check',
  'exercises.kinds.dictation.status.correct': 'Correct',
  'exercises.kinds.dictation.status.wrong': 'Different word',
  'exercises.kinds.dictation.status.slip': 'Spelling slip',
  'exercises.kinds.dictation.status.missing': 'Missing word',
  'exercises.kinds.dictation.status.extra': 'Extra word',
  'exercises.kinds.dictation.noWord': '(none)',
  'exercises.kinds.dictation.slotLabel': 'Word {position} ({letters} letters)',
  'exercises.kinds.dictation.slotLabelHint':
    'Word {position} ({letters} letters, starts with “{hint}”)',
  'exercises.kinds.dictation.letters': '{letters} letters',
  'exercises.kinds.dictation.expected': 'Should be {word}',
  'exercises.kinds.dictation.attemptsUsedUp':
    "{attempts, plural, one {You've had your try} other {You've had all # tries}} at this sentence. Check the right sentence, then go on.",

  'exercises.kinds.drillTyping.instruction': 'Type the sentence just as you see it.',
  'exercises.kinds.drillTyping.answerLabel': 'Type the sentence',
  'exercises.kinds.drillTyping.complete': 'All typed correctly. Let’s check it!',
  'exercises.kinds.drillTyping.progress': '{done} of {total} characters typed correctly.',
  'exercises.kinds.drillTyping.mistake': 'Take another look at “{char}”.',
  'exercises.kinds.drillTyping.mistakeSpace': 'Check where the spaces go.',

  'exercises.kinds.quizTranslation.instruction': 'Let’s put this Japanese into English.',
  'exercises.kinds.quizTranslation.hintsLabel': 'Hint words',
  'exercises.kinds.quizTranslation.answerLabel': 'Write it in English',
  'exercises.kinds.quizTranslation.wordCount': '{count} words',

  'exercises.kinds.drillTranslation.instruction':
    'Put the word tiles in the right order to say it in English.',
  'exercises.kinds.drillTranslation.textInstruction': 'Type this Japanese in English.',
  'exercises.kinds.drillTranslation.answerLine': 'Your answer',
  'exercises.kinds.drillTranslation.answerEmpty': 'Your words will line up here',
  'exercises.kinds.drillTranslation.tiles': 'Word tiles',
  'exercises.kinds.drillTranslation.check': 'Check',
  'exercises.kinds.drillTranslation.keysHint':
    'Number keys pick a tile. Backspace puts the last tile back.',
  'exercises.kinds.drillTranslation.answerLabel': 'Write it in English',
  'exercises.kinds.drillTranslation.returnTile': '{word} (tap to put back)',

  'exercises.kinds.writing.instruction': 'Write freely in English.',
  'exercises.kinds.writing.answerLabel': 'Your writing',
  'exercises.kinds.writing.phrasesLabel': 'Useful phrases',
  'exercises.kinds.writing.insertPhrase': 'Insert “{phrase}”',
  'exercises.kinds.writing.wordCount': '{count} / {min}–{max} words',
  'exercises.kinds.writing.tooShort': 'Try writing {count} more words.',
  'exercises.kinds.writing.tooLong': '{count} words over: try to keep it shorter.',
  'exercises.kinds.writing.goodLength': 'A good length.',
  'exercises.kinds.writing.submitHint': 'Ctrl (⌘ on a Mac) + Enter checks it too.',
  'exercises.kinds.writing.feedbackLabel': 'Advice on your writing',
  'exercises.kinds.writing.good': 'Done well',
  'exercises.kinds.writing.toImprove': 'To improve',
  'exercises.kinds.writing.effort.label': 'Before you check',
  'exercises.kinds.writing.effort.repeated':
    'The same word is repeated. Try using some other words too.',
  'exercises.kinds.writing.effort.notEnglish': 'Try writing it in English.',
  'exercises.kinds.writing.effort.notWords': 'Try writing sentences with English words.',
  'exercises.kinds.writing.notSentences.verdict': 'Not sentences yet',
  'exercises.kinds.writing.notSentences.fewLinkingWords':
    'These are words in a row. Join them into sentences with small words such as I, the, is, to or and.',
  'exercises.kinds.writing.notSentences.noVerbs':
    'Your sentences have no verb (a doing or being word such as go, like or is).',
  'exercises.kinds.writing.notSentences.manyMistakes':
    'There are so many spelling and grammar slips that it cannot be read as sentences. Write one sentence at a time, slowly.',
  'exercises.kinds.writing.notSentences.rewrite':
    'Rewrite it as sentences that say who does what, and send it again.',
  'exercises.kinds.writing.slips.label': 'Fix these',
  'exercises.kinds.writing.slips.spelling': 'Check the spelling.',
  'exercises.kinds.writing.slips.agreement':
    'Make the verb match who does it (after he, she, it or one person or thing, add -s).',
  'exercises.kinds.writing.slips.grammar': 'Check the grammar here.',
  'exercises.kinds.writing.slips.noSuggestion': '(no fix to suggest)',
  'exercises.kinds.writing.slips.fix': 'Write: ',
  'exercises.kinds.writing.slips.marked': 'To fix: ',
  'exercises.kinds.writing.slips.checkerNote': 'A computer found these. It can miss some mistakes.',
  'exercises.kinds.writing.modelLabel': '{count, plural, one {Model answer} other {Model answers}}',
};

export default exerciseTextKinds;
