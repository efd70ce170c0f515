import type { Catalogue } from '../catalogue';

// The texts of chat.
const catalogue: Catalogue = {
  'exercises.chat.loadError':
    'An unknown error occurred when loading the conversation. Please wait a moment and open it again.',
  'exercises.chat.back': 'Go back',
  'exercises.chat.transcript': 'Conversation',
  'exercises.chat.start': 'Start the conversation',
  'exercises.chat.startNote':
    'When you start, your partner speaks to you in English. Sound will play, so check your volume.',
  'exercises.chat.partnerTalking': 'Your partner is talking…',
  'exercises.chat.talking': '{name} is talking…',
  'exercises.chat.yourTurn': 'Your turn',
  'exercises.chat.attempt': 'Try {attempt} of {attempts}',
  'exercises.chat.keyPhrase': 'Start with this phrase',
  'exercises.chat.modelAnswer': 'Read the model answer aloud',
  'exercises.chat.playModel': 'Hear the model answer',
  'exercises.chat.hintWords': 'Hint words',
  'exercises.chat.you': 'You',
  'exercises.chat.typed': 'Typed answer',
  'exercises.chat.verdict.checking': 'Checking…',
  'exercises.chat.verdict.correct': 'Nice! That works.',
  'exercises.chat.verdict.retry': 'Say it once more',
  'exercises.chat.verdict.missed': "Let's check the model and keep going",
  'exercises.chat.translation': 'Japanese',
  'exercises.chat.replayLine': 'Listen again: {text}',
  'exercises.chat.progress': '{percent}% through the conversation',
  'exercises.chat.over': 'That is the end of the conversation. Well done!',
  'exercises.chat.announce.turn': 'Your turn. {task}',
  'exercises.chat.announce.retry': 'Say it once more. {help}',
  'exercises.chat.announce.missed':
    "Let's check the model answer and keep going. You could say: {model}",
  'exercises.chat.announce.close': 'So close! {help}',
  'exercises.chat.keyPhraseSaid': "You've got this part. Now say the rest",
  'exercises.chat.verdict.close': 'So close!',
  'exercises.chat.feedback.coach': 'Tip',
  'exercises.chat.feedback.close': 'Almost there! Just change this:',
  'exercises.chat.feedback.closeAgain': 'Almost there! Say it once more.',
  'exercises.chat.feedback.far': "Hmm, that didn't quite get across. Try the help below.",
  'exercises.chat.feedback.last': 'You could say:',
  'exercises.chat.feedback.lastClose': 'So close! You could say:',
  'exercises.chat.again': 'Talk again',
  'exercises.chat.review.answers': 'Your answers',
  'exercises.chat.review.turn': 'Turn {number}',
  'exercises.chat.review.log': 'The whole conversation',
  'exercises.chat.review.you': 'You said',
  'exercises.chat.review.model': 'You could say',
  'exercises.chat.review.correct': 'Got it across',
  'exercises.chat.review.close': 'So close',
  'exercises.chat.review.missed': 'Not quite',
};

export default catalogue;
