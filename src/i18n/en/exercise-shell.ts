import type { Catalogue } from '../catalogue';

// The texts of an exercise that show outside its route (in the app's modals and on the screen the
// learner returns to): the exit confirmation and the feedback form.
const exerciseShell: Catalogue = {
  'exercises.exit.title': 'Leave this exercise?',
  'exercises.exit.body':
    'Your answers so far are saved, but you will not get a trophy. Finish it to record your result.',
  'exercises.exit.stay': 'Keep going',
  'exercises.exit.leave': 'Leave',
  'exercises.feedback.title': 'How was this exercise?',
  'exercises.feedback.difficulty': 'Difficulty',
  'exercises.feedback.easy': 'Easy',
  'exercises.feedback.moderate': 'Just right',
  'exercises.feedback.difficult': 'Difficult',
  'exercises.feedback.text': 'Anything to add (optional)',
  'exercises.feedback.send': 'Send',
  'exercises.feedback.skip': 'Not now',
  'exercises.feedback.thanks': 'Thank you! We got your feedback.',
  'exercises.feedback.chooseDifficulty': 'Please choose a difficulty.',
};

export default exerciseShell;
