import { PLANS, type Plan, type Progress, type Result } from './assignments';
import { seededRandom, type Random } from './history-sessions';
import type { Classmate } from './roster';

// A classmate's progress on the assignments set to their group (the ones the pinned account of
// the class has, assignments.ts), following the classmate's pace: ahead learners submit early
// and well, behind ones late, in part or not at all. Nothing is done before the day after an
// assignment starts, and nothing today, so every run lies in the past whatever the clock says.

/** A whole number from `low` to `high` (both included). */
const wholeBetween = (low: number, high: number, random: Random) =>
  low + Math.floor(random() * (high - low + 1));

/** Between 16:30 and 22:29 Japan time: after school, or after work. */
const evening = (random: Random): [number, number] => {
  const minutes = 16 * 60 + 30 + Math.floor(random() * 360);
  return [Math.floor(minutes / 60), minutes % 60];
};

/** An exercise's result: better the further ahead the learner is, with some luck. */
function resultFor(pace: number, random: Random): Result {
  const score = 0.25 + 0.6 * pace + (random() - 0.5) * 0.5;
  if (score > 0.75) return 'gold';
  if (score > 0.5) return 'silver';
  return score > 0.25 ? 'bronze' : 'none';
}

/** The classmate's progress on one assignment, or null: not started. */
function progressOn(plan: Plan, pace: number, random: Random): Progress | null {
  const lastDay = Math.min(plan.dueDay, -1);
  if (plan.startDay + 1 > lastDay) return null;
  const results = () => plan.exercises.map(() => resultFor(pace, random));
  const duePassed = plan.dueDay < 0;
  if (random() < (duePassed ? 0.65 + 0.35 * pace : 0.75 * pace)) {
    // Late only once the due day is over, and not by more than five days.
    const late = duePassed && plan.dueDay + 2 <= 0 && random() > 0.55 + 0.45 * pace;
    const day = late
      ? wholeBetween(plan.dueDay + 1, Math.min(plan.dueDay + 5, -1), random)
      : wholeBetween(plan.startDay + 1, lastDay, random);
    return { submitted: { day, results: results(), at: evening(random) } };
  }
  if (random() > 0.3 + 0.6 * pace || plan.exercises.length < 2) return null;
  const count = wholeBetween(1, plan.exercises.length - 1, random);
  const finished = Object.fromEntries(results().slice(0, count).entries());
  return {
    finished,
    abandoned: random() < 0.35 ? count : undefined,
    day: wholeBetween(plan.startDay + 1, lastDay, random),
    at: evening(random),
  };
}

/** The classmate's part in each assignment of their group that they have started. */
export function classmatePlans(classmate: Classmate & { pace: number }): Plan[] {
  const random = seededRandom(`assignments:${classmate.email}`);
  return PLANS.filter((plan) => plan.groupId === classmate.groupId).flatMap((plan) => {
    const progress = progressOn(plan, classmate.pace, random);
    if (!progress) return [];
    const { aliasUuid, userUuid } = classmate;
    return [{ ...plan, aliasUuid, userUuid, progress }];
  });
}
