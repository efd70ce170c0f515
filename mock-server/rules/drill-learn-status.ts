import { learnedStatusOf, recordDrillAnswer, type DrillType } from '../db/learned-items';
import { now } from '../runtime/clock';

// The learned status an answer to a drill card reports (submitDrillAnswer,
// logPersonalizedExercise). Only an answer that counts moves it on; any other reports it as it
// stands, with neither a new badge nor an increase.

export type ReportedLearnStatus = {
  newLearnStatus: number;
  hasNewLearnedBadge: boolean;
  hasIncreased: boolean;
};

export async function reportedLearnStatus(
  aliasUuid: string,
  itemUuid: string,
  answer: { type: DrillType; isCorrect: boolean; counts: boolean },
): Promise<ReportedLearnStatus> {
  const change = answer.counts
    ? await recordDrillAnswer(aliasUuid, itemUuid, answer.type, answer.isCorrect, now())
    : {
        newLearnStatus: learnedStatusOf(aliasUuid, itemUuid),
        hasNewLearnedBadge: false,
        hasIncreased: false,
      };
  return {
    newLearnStatus: change.newLearnStatus,
    hasNewLearnedBadge: change.hasNewLearnedBadge,
    hasIncreased: change.hasIncreased,
  };
}
