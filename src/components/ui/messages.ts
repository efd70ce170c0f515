import { defineMessages } from 'react-intl';

// Texts live in src/i18n/<lang>/ui.ts.

/** The names of the exercise types of spec 3: the icons' text alternatives, filters, figures. */
export const exerciseTypeMessages = defineMessages({
  1: { id: 'ui.exerciseType.chat' },
  2: { id: 'ui.exerciseType.demo' },
  3: { id: 'ui.exerciseType.dictation' },
  4: { id: 'ui.exerciseType.drillVocabulary' },
  5: { id: 'ui.exerciseType.drillListening' },
  6: { id: 'ui.exerciseType.drillPronunciation' },
  7: { id: 'ui.exerciseType.quizListening' },
  8: { id: 'ui.exerciseType.pictureMatch' },
  9: { id: 'ui.exerciseType.drillTyping' },
  10: { id: 'ui.exerciseType.singleSentenceReading' },
  11: { id: 'ui.exerciseType.quizTranslation' },
  12: { id: 'ui.exerciseType.drillTranslation' },
  13: { id: 'ui.exerciseType.writing' },
});

export const loadErrorMessages = defineMessages({
  retry: { id: 'ui.loadError.retry' },
});

export const shareMessages = defineMessages({
  button: { id: 'ui.share.button' },
  copied: { id: 'ui.share.copied' },
});

export const recordingPlaybackMessages = defineMessages({
  play: { id: 'ui.recordingPlayback.play' },
  stop: { id: 'ui.recordingPlayback.stop' },
});
