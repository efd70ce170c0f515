// The speaking answer control shared by chat (1), the pronunciation drill (6) and single
// sentence reading (10). A kind calls useSpeakingTurn with its task and renders SpeakingPanel
// with the turn; the panel's onAnswer hands it the recognised (or evaluated) answer.
export { SpeakingPanel, type SpeakingPanelProps } from './speaking-panel';
export {
  useSpeakingTurn,
  phonesOf,
  newRecordingId,
  type SpeakingTurn,
  type SpeakingProblem,
  type SpeakingPhase,
  type UseSpeakingTurnOptions,
} from './use-speaking-turn';
export * from './speaking-task';
