import type { Catalogue } from '../catalogue';

// The choice kinds of the exercise player: listening quiz, picture match, vocabulary and
// listening drills, demo.
const exerciseChoiceKinds: Catalogue = {
  'exercises.kinds.choice.keysHint': 'You can also pick with the number keys (1–{count}).',
  'exercises.kinds.choice.learnedStatus': 'Learned {status}/3',
  'exercises.kinds.choice.meaningsLabel': 'What the options mean',
  'exercises.kinds.choice.yourChoice': 'Your answer',
  'exercises.kinds.choice.rightChoice': 'Correct',
  'exercises.kinds.listeningQuiz.instruction':
    'Listen carefully, then choose the answer to the question.',
  'exercises.kinds.listeningQuiz.questionMeaning': 'The question means:',
  'exercises.kinds.listeningQuiz.transcriptLabel': 'What you heard',
  'exercises.kinds.listeningQuiz.speakerFemale': 'Woman:',
  'exercises.kinds.listeningQuiz.speakerMale': 'Man:',
  'exercises.kinds.listeningQuiz.replay': 'Hear it again',
  'exercises.kinds.pictureMatch.instruction': 'Choose the picture of the word you hear.',
  'exercises.kinds.pictureMatch.picturesFor': 'Pictures for “{word}”',
  'exercises.kinds.pictureMatch.optionLabel': 'Option {number}',
  'exercises.kinds.pictureMatch.rightPicture': 'The picture of “{word}”',
  'exercises.kinds.pictureMatch.yourPicture': 'The picture you chose',
  'exercises.kinds.drillVocabulary.instruction': 'Choose what this word means.',
  'exercises.kinds.drillListening.instruction': 'Listen, then choose the word you hear.',
  'exercises.kinds.drillListening.listenCue': 'Listen carefully',
  'exercises.kinds.drillListening.heardLabel': 'The word you heard',
  'exercises.kinds.drillListening.replay': 'Hear the word again',
  'exercises.kinds.demo.instruction': 'Listen, then say it the same way.',
  'exercises.kinds.demo.listenCue': 'First, listen to the line',
  'exercises.kinds.demo.repeatCue': 'Your turn: say it the same way',
  'exercises.kinds.demo.readyCue': 'Said it? Go on to the next line.',
  'exercises.kinds.demo.next': 'I said it, next line',
  'exercises.kinds.demo.enterHint': 'You can also press Enter.',
  'exercises.kinds.demo.lineHeading': 'Line {number} of {total}',
  'exercises.kinds.demo.lineProgress':
    '{done} of {total} {total, plural, one {line} other {lines}}',
  'exercises.kinds.demo.linesFinished':
    'All done! You said {count, plural, one {the # line} other {all # lines}} after the recording.',
};

export default exerciseChoiceKinds;
