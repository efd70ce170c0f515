import { PersonalisedPractice } from './exercise-screen/personalised-practice-screen';

/** Route vocabulary_practice: a vocabulary drill of the learner's weakest words. */
export default function VocabularyPracticeRoute() {
  return <PersonalisedPractice exerciseType={4} />;
}
