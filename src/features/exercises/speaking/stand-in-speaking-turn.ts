import type { SpeakingTurn } from './use-speaking-turn';

/**
 * For the tests of the kinds that speak (sentence reading, pronunciation drill): a speaking turn
 * standing in for the shared module's (whose own tests record and recognise), idle, its actions
 * doing nothing but those given.
 */
export function standInSpeakingTurn(given: Partial<SpeakingTurn> = {}): SpeakingTurn {
  return {
    phase: 'idle',
    problem: null,
    level: 0,
    partial: '',
    mode: 'Turbo',
    ownRecordingUrl: null,
    switching: 'idle',
    toggle: () => undefined,
    switchToBasic: async () => undefined,
    answerTyped: () => undefined,
    reset: () => undefined,
    ...given,
  } as unknown as SpeakingTurn;
}
