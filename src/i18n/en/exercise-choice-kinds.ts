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
  'exercises.kinds.pictureMatch.instruction': 'Choose the picture of the word you hear.',
  'exercises.kinds.pictureMatch.picturesFor': 'Pictures for “{word}”',
  'exercises.kinds.pictureMatch.optionLabel': 'Option {number}',
  'exercises.kinds.pictureMatch.rightPicture': 'The picture of “{word}”',
  'exercises.kinds.pictureMatch.yourPicture': 'The picture you chose',
  'exercises.kinds.drillVocabulary.instruction': 'Choose what this word means.',
  'exercises.kinds.drillListening.instruction': 'Listen, then choose the word you hear.',
  'exercises.kinds.drillListening.listenCue': 'Listen carefully',
  'exercises.kinds.demo.instruction': 'Listen, then say it the same way.',
  'exercises.kinds.demo.repeatCue': 'Now say it yourself',
  'exercises.kinds.demo.readyCue': 'When you have said it, go on with “Next”.',
  'exercises.kinds.demo.next': 'Next',
  'exercises.kinds.demo.enterHint': 'You can also press Enter.',
};

export default exerciseChoiceKinds;
