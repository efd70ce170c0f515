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
  'exercises.chat.announce.missed': "Let's check the model answer and keep going.",
};

export default catalogue;
