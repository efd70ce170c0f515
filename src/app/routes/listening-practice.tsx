import { PersonalisedPractice } from './exercise-screen/personalised-practice-screen';

/** Route listening_practice: a listening drill of the learner's weakest words. */
export default function ListeningPracticeRoute() {
  return <PersonalisedPractice exerciseType={5} />;
}
