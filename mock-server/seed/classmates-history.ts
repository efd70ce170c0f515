import { seedProgress } from './assignments';
import { classmatePlans } from './classmates-assignments';
import { ORG_COURSES } from './content-catalogue';
import { fewSessions, seedLearnerHistory } from './history';
import { pick, seededRandom, shuffled } from './history-sessions';
import { CLASSMATES } from './roster';

// The classmates' histories, laid after the pinned accounts' (which they leave as they are), dates
// relative to the backend clock: each classmate's runs for their group's assignments
// (classmates-assignments.ts), one to five practice sessions over the last four weeks in a
// favourite course of the organisation's, more and better the further ahead the learner is, and
// the learned items their drill answers moved. The late joiners (pace null) have nothing.

/** Practice sessions fall on days within this many days back. */
const PRACTICE_DAYS = 28;

export async function seedClassmates(now: Date): Promise<void> {
  for (const classmate of CLASSMATES) {
    const { pace } = classmate;
    if (pace === null) continue;
    for (const plan of classmatePlans({ ...classmate, pace })) await seedProgress(plan, now);
    const random = seededRandom(`practice:${classmate.email}`);
    const course = pick(ORG_COURSES[classmate.orgHash] ?? [], random);
    const days = Array.from({ length: PRACTICE_DAYS }, (_, i) => i + 1);
    const daysAgo = shuffled(days, random)
      .slice(0, 1 + Math.round(pace * 4))
      .sort((a, b) => b - a);
    await seedLearnerHistory(classmate, fewSessions(classmate, daysAgo, course, now, pace));
  }
}
