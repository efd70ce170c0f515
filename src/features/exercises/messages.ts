import { defineMessage, defineMessages } from 'react-intl';

// Texts live in src/i18n/<lang>/exercises.ts.
export const playerMessages = {
  ...defineMessages({
    loading: { id: 'exercises.player.loading' },
    loadError: { id: 'exercises.player.loadError' },
    drillLoadError: { id: 'exercises.player.drillLoadError' },
    notFound: { id: 'exercises.player.notFound' },
    unsupported: { id: 'exercises.player.unsupported' },
    exit: { id: 'exercises.player.exit' },
    progressLabel: { id: 'exercises.player.progressLabel' },
    hints: { id: 'exercises.player.hints' },
    settings: { id: 'exercises.player.settings' },
    settingsTitle: { id: 'exercises.player.settingsTitle' },
    close: { id: 'exercises.player.close' },
    skip: { id: 'exercises.player.skip' },
    replay: { id: 'exercises.player.replay' },
    replaySlow: { id: 'exercises.player.replaySlow' },
    replayKey: { id: 'exercises.player.replayKey' },
    startError: { id: 'exercises.player.startError' },
    startOffline: { id: 'exercises.player.startOffline' },
    answerError: { id: 'exercises.player.answerError' },
    endError: { id: 'exercises.player.endError' },
    retry: { id: 'exercises.player.retry' },
    sending: { id: 'exercises.player.sending' },
    finishing: { id: 'exercises.player.finishing' },
    finishingOffline: { id: 'exercises.player.finishingOffline' },
    finishingUnmarked: { id: 'exercises.player.finishingUnmarked' },
    savedLeave: { id: 'exercises.player.savedLeave' },
    audioError: { id: 'exercises.player.audioError' },
  }),
  progress: defineMessage<{ done: number; total: number }>({ id: 'exercises.player.progress' }),
  questionHeading: defineMessage<{ number: number; total: number }>({
    id: 'exercises.player.questionHeading',
  }),
  attempt: defineMessage<{ attempt: number }>({ id: 'exercises.player.attempt' }),
};

export const savingMessages = defineMessages({
  saving: { id: 'exercises.saving.saving' },
  offline: { id: 'exercises.saving.offline' },
  retrying: { id: 'exercises.saving.retrying' },
});

export const overviewMessages = {
  ...defineMessages({
    instructions: { id: 'exercises.overview.instructions' },
    scope: { id: 'exercises.overview.scope' },
    selectAll: { id: 'exercises.overview.selectAll' },
    deselectAll: { id: 'exercises.overview.deselectAll' },
    showEnglish: { id: 'exercises.overview.showEnglish' },
    showTranslation: { id: 'exercises.overview.showTranslation' },
    test: { id: 'exercises.overview.test' },
    start: { id: 'exercises.overview.start' },
    practiseSelected: { id: 'exercises.overview.practiseSelected' },
    keys: { id: 'exercises.overview.keys' },
  }),
  selected: defineMessage<{ count: number; total: number }>({ id: 'exercises.overview.selected' }),
  learned: defineMessage<{ status: number }>({ id: 'exercises.overview.learned' }),
};

/** A line the display language hides (spec 3), shown again on a press. */
export const concealedMessages = defineMessages({
  revealEnglish: { id: 'exercises.concealed.revealEnglish' },
  revealTranslation: { id: 'exercises.concealed.revealTranslation' },
});

export const answeredMessages = {
  ...defineMessages({
    correct: { id: 'exercises.answered.correct' },
    close: { id: 'exercises.answered.close' },
    closeHint: { id: 'exercises.answered.closeHint' },
    incorrect: { id: 'exercises.answered.incorrect' },
    missed: { id: 'exercises.answered.missed' },
    skipped: { id: 'exercises.answered.skipped' },
    done: { id: 'exercises.answered.done' },
    deferred: { id: 'exercises.answered.deferred' },
    deferredNote: { id: 'exercises.answered.deferredNote' },
    yourAnswer: { id: 'exercises.answered.yourAnswer' },
    correctAnswer: { id: 'exercises.answered.correctAnswer' },
    meaning: { id: 'exercises.answered.meaning' },
    continue: { id: 'exercises.answered.continue' },
    tryAgain: { id: 'exercises.answered.tryAgain' },
    finish: { id: 'exercises.answered.finish' },
    newBadge: { id: 'exercises.answered.newBadge' },
    enterHint: { id: 'exercises.answered.enterHint' },
    enterRetryHint: { id: 'exercises.answered.enterRetryHint' },
    enterFinishHint: { id: 'exercises.answered.enterFinishHint' },
  }),
  learnedStatus: defineMessage<{ status: number }>({ id: 'exercises.answered.learnedStatus' }),
  learnedUp: defineMessage<{ status: number }>({ id: 'exercises.answered.learnedUp' }),
};

export const resultMessages = {
  ...defineMessages({
    title: { id: 'exercises.result.title' },
    practiceTitle: { id: 'exercises.result.practiceTitle' },
    noTrophy: { id: 'exercises.result.noTrophy' },
    trophy1: { id: 'exercises.result.trophy1' },
    trophy2: { id: 'exercises.result.trophy2' },
    trophy3: { id: 'exercises.result.trophy3' },
    gold: { id: 'exercises.result.gold' },
    goldScore: { id: 'exercises.result.goldScore' },
    review: { id: 'exercises.result.review' },
    retryTest: { id: 'exercises.result.retryTest' },
    retryPractice: { id: 'exercises.result.retryPractice' },
    retryAll: { id: 'exercises.result.retryAll' },
    retryOffline: { id: 'exercises.result.retryOffline' },
    practiseOffline: { id: 'exercises.result.practiseOffline' },
    nextExercise: { id: 'exercises.result.nextExercise' },
    finish: { id: 'exercises.result.finish' },
    finishPractice: { id: 'exercises.result.finishPractice' },
    backToResult: { id: 'exercises.result.backToResult' },
    reviewTitle: { id: 'exercises.result.reviewTitle' },
    firstTrophy: { id: 'exercises.result.firstTrophy' },
    waiting: { id: 'exercises.result.waiting' },
  }),
  score: defineMessage<{ correct: number; total: number }>({ id: 'exercises.result.score' }),
  counts: defineMessage<{ correct: number; incorrect: number; skipped: number }>({
    id: 'exercises.result.counts',
  }),
  more: defineMessage<{ count: number; next: string }>({ id: 'exercises.result.more' }),
  totalScore: defineMessage<{ score: number }>({ id: 'exercises.result.totalScore' }),
  morePoints: defineMessage<{ count: number; next: string }>({
    id: 'exercises.result.morePoints',
  }),
  prevBest: defineMessage<{ trophy: string }>({ id: 'exercises.result.prevBest' }),
  newBest: defineMessage<{ from: string; to: string }>({ id: 'exercises.result.newBest' }),
  finished: defineMessage<{ count: number }>({ id: 'exercises.result.finished' }),
};

export const exitMessages = defineMessages({
  title: { id: 'exercises.exit.title' },
  body: { id: 'exercises.exit.body' },
  stay: { id: 'exercises.exit.stay' },
  leave: { id: 'exercises.exit.leave' },
});

export const comparisonMessages = {
  ...defineMessages({
    label: { id: 'exercises.comparison.label' },
    right: { id: 'exercises.comparison.right' },
    extra: { id: 'exercises.comparison.extra' },
  }),
  wrong: defineMessage<{ word: string }>({ id: 'exercises.comparison.wrong' }),
  typo: defineMessage<{ word: string }>({ id: 'exercises.comparison.typo' }),
  missing: defineMessage<{ word: string }>({ id: 'exercises.comparison.missing' }),
};
