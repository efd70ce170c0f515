import { PersonalisedPractice } from './exercise-screen/personalised-practice-screen';

/** Route pronunciation_practice: a pronunciation drill of the learner's weakest words. */
export default function PronunciationPracticeRoute() {
  return <PersonalisedPractice exerciseType={6} />;
}
