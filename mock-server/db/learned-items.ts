import { z } from 'zod';
import {
  nextLearnedStatus,
  toLearnedStatus,
  type LearnedStatus,
  type LearnedStatusChange,
} from '../../src/lib/rules/learned-status';
import { withLock } from '../runtime/locks';
import { Table } from './table';

// Each learner's (alias's) learned status per drill item, moved by src/lib/rules/learned-status.ts.
// An item without a record is unknown (status 0). The alias's learned-badge total is the number
// of its items at 3, so gaining and losing a badge always keep it right.

const learnedItemSchema = z.object({
  aliasUuid: z.uuid(),
  itemUuid: z.uuid(),
  /** The drill type the item belongs to: 4 vocabulary, 5 listening, 6 pronunciation. */
  exerciseType: z.union([z.literal(4), z.literal(5), z.literal(6)]),
  status: z.int().min(0).max(3),
  lastAnsweredAt: z.string(),
  /** The latest wrong (or skipped) answer, null when never missed. */
  lastMistakeAt: z.string().nullable(),
  timesCorrect: z.int().min(0),
  timesIncorrect: z.int().min(0),
});
export type LearnedItem = z.output<typeof learnedItemSchema>;
export type DrillType = LearnedItem['exerciseType'];

const keyOf = (aliasUuid: string, itemUuid: string) => `${aliasUuid}:${itemUuid}`;

export const learnedItems = new Table('learnedItems', learnedItemSchema, (item) =>
  keyOf(item.aliasUuid, item.itemUuid),
);

export function learnedStatusOf(aliasUuid: string, itemUuid: string): LearnedStatus {
  return toLearnedStatus(learnedItems.get(keyOf(aliasUuid, itemUuid))?.status);
}

export function learnedItemsOfAlias(aliasUuid: string, exerciseType?: DrillType): LearnedItem[] {
  return learnedItems.filter(
    (item) =>
      item.aliasUuid === aliasUuid &&
      (exerciseType === undefined || item.exerciseType === exerciseType),
  );
}

/** The alias's learned-badge total: its items at status 3. */
export function learnedBadgeCount(aliasUuid: string): number {
  return learnedItems.filter((item) => item.aliasUuid === aliasUuid && item.status === 3).length;
}

/** Applies one judged answer to the item's status and keeps it; answers the change. */
export async function recordDrillAnswer(
  aliasUuid: string,
  itemUuid: string,
  exerciseType: DrillType,
  isCorrect: boolean,
  at: Date,
): Promise<LearnedStatusChange> {
  const key = keyOf(aliasUuid, itemUuid);
  return withLock(`learned:${key}`, async () => {
    const current = learnedItems.get(key);
    const change = nextLearnedStatus(current?.status, isCorrect);
    const answered = {
      status: change.newLearnStatus,
      lastAnsweredAt: at.toISOString(),
      lastMistakeAt: isCorrect ? (current?.lastMistakeAt ?? null) : at.toISOString(),
      timesCorrect: (current?.timesCorrect ?? 0) + (isCorrect ? 1 : 0),
      timesIncorrect: (current?.timesIncorrect ?? 0) + (isCorrect ? 0 : 1),
    };
    // An item answered before is changed in place (a reset then lays back just that record).
    if (current) await learnedItems.update(key, (draft) => void Object.assign(draft, answered));
    else await learnedItems.insert({ aliasUuid, itemUuid, exerciseType, ...answered });
    return change;
  });
}
