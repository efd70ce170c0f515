import { EXERCISE, type ExerciseKey } from '../../mock-server/seed/content-catalogue';
import { exerciseContent } from '../e2e/support/answer-key';

// One exercise of each of the thirteen kinds, from the courses hana (Sakura) can open, for the
// kinds' screenshots. The kind's name is its route's path segment (writing has none).

type KindFlow = 'judged' | 'demo' | 'writing' | 'chat' | 'reading' | 'pronunciation';

export type KindCase = { kind: string; exercise: ExerciseKey; flow: KindFlow };

export const KIND_CASES: KindCase[] = [
  { kind: 'chat', exercise: 'greetingsChat', flow: 'chat' },
  { kind: 'demo', exercise: 'introducingFriendDemo', flow: 'demo' },
  { kind: 'dictation', exercise: 'schoolDayDictation', flow: 'judged' },
  { kind: 'drill-vocabulary', exercise: 'greetingWordsVocabulary', flow: 'judged' },
  { kind: 'drill-listening', exercise: 'numbersListening', flow: 'judged' },
  { kind: 'drill-pronunciation', exercise: 'coloursPronunciation', flow: 'pronunciation' },
  { kind: 'quiz-listening', exercise: 'airportAnnouncementsQuiz', flow: 'judged' },
  { kind: 'picture-match', exercise: 'fruitAndFoodPictures', flow: 'judged' },
  { kind: 'drill-typing', exercise: 'schoolLifeTyping', flow: 'judged' },
  { kind: 'single-sentence-reading', exercise: 'weekendParkReading', flow: 'reading' },
  { kind: 'quiz-translation', exercise: 'presentSimpleTranslationQuiz', flow: 'judged' },
  { kind: 'drill-translation', exercise: 'beVerbTranslationDrill', flow: 'judged' },
  { kind: 'writing', exercise: 'selfIntroductionWriting', flow: 'writing' },
];

/** Drills deal this many cards (the route's problemCount), enough for a right and a wrong one. */
const DRILL_CARDS = { 'drill-pronunciation': 2, default: 3 } as const;

/** Where the case's exercise opens (writing at the exercise root route). */
export function kindPath(c: KindCase): string {
  const uuid = EXERCISE[c.exercise];
  const course = exerciseContent(uuid).courseUuid;
  if (c.kind === 'writing') return `/exercise/${course}/${uuid}`;
  const cards = c.kind === 'drill-pronunciation' ? DRILL_CARDS[c.kind] : DRILL_CARDS.default;
  const query = c.kind.startsWith('drill-') ? `?problemCount=${cards}` : '';
  return `/exercise/${course}/${c.kind}/${uuid}${query}`;
}
