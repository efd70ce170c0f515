import type { Catalogue } from '../catalogue';

// The shared pieces of src/components/ui.
const ui: Catalogue = {
  'ui.exerciseType.chat': 'Chat',
  'ui.exerciseType.demo': 'Demo',
  'ui.exerciseType.dictation': 'Dictation',
  'ui.exerciseType.drillVocabulary': 'Vocabulary drill',
  'ui.exerciseType.drillListening': 'Listening drill',
  'ui.exerciseType.drillPronunciation': 'Pronunciation drill',
  'ui.exerciseType.quizListening': 'Listening quiz',
  'ui.exerciseType.pictureMatch': 'Picture match',
  'ui.exerciseType.drillTyping': 'Typing drill',
  'ui.exerciseType.singleSentenceReading': 'Sentence reading',
  'ui.exerciseType.quizTranslation': 'Translation quiz',
  'ui.exerciseType.drillTranslation': 'Translation drill',
  'ui.exerciseType.writing': 'Writing',
  'ui.loadError.retry': 'Try again',
  'ui.recordingPlayback.play': 'Play my recording',
  'ui.recordingPlayback.stop': 'Stop playing',
  'ui.share.button': 'Share link',
  'ui.share.copied': 'Link copied',
  'ui.offlineNote.text': 'You are offline. Showing what was saved at {time}.',
};

export default ui;
