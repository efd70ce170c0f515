import type { Catalogue } from '../catalogue';

// The texts of the pronunciation drill and single sentence reading.
const catalogue: Catalogue = {
  // Single sentence reading (10): the sentence read aloud, then its words one by one.
  'exercises.kinds.sentenceReading.sentenceLead':
    'Read the sentence aloud. Press record to start, and press it again when you have finished.',
  'exercises.kinds.sentenceReading.sentenceLabel': 'Sentence to read',
  'exercises.kinds.sentenceReading.translationLabel': 'Japanese translation',
  'exercises.kinds.sentenceReading.hintWords': 'Words to say with care',
  'exercises.kinds.sentenceReading.wordLead': 'Listen to the model, then read this word aloud.',
  'exercises.kinds.sentenceReading.wordLabel': 'Word to read',
  'exercises.kinds.sentenceReading.meaningLabel': 'Meaning',
  'exercises.kinds.sentenceReading.ipaLabel':
    'Phonetic symbols (how dictionaries write the sounds):',
  'exercises.kinds.sentenceReading.unreadable':
    'This question could not be shown. Please press “Skip” to go on.',
  'exercises.kinds.sentenceReading.scoreLabel': 'Pronunciation score',
  'exercises.kinds.sentenceReading.scoreValue': '{score} out of 100',
  'exercises.kinds.sentenceReading.scoreOutOf': 'points out of 100',
  'exercises.kinds.sentenceReading.band.excellent': 'Excellent! A really good reading',
  'exercises.kinds.sentenceReading.band.good': 'Well read! Keep it up',
  'exercises.kinds.sentenceReading.band.close': 'Close! Nearly there',
  'exercises.kinds.sentenceReading.band.tryAgain':
    'Listen to the model and compare. Reading slowly helps',
  'exercises.kinds.sentenceReading.markedLabel': 'Your reading (words we did not catch are marked)',
  'exercises.kinds.sentenceReading.missedMark': '(not caught)',
  'exercises.kinds.sentenceReading.missedWords':
    '{count, plural, one {Word we did not catch} other {Words we did not catch}}: <en>{words}</en>',
  'exercises.kinds.sentenceReading.allHeard': 'We caught every word!',
  'exercises.kinds.sentenceReading.practiceNext':
    'On the result screen you can practise <en>{words}</en> one word at a time.',
  'exercises.kinds.sentenceReading.compareTitle': 'Listen and compare',
  'exercises.kinds.sentenceReading.model': 'Model',
  'exercises.kinds.sentenceReading.noRecording': 'Your recording was not saved.',
};

export default catalogue;
