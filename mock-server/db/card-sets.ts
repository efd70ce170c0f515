import { z } from 'zod';
import { Table } from './table';

// Personalised card sets (getPersonalizedExercise): the drill items picked for one alias, so that
// startPersonalizedExercise can check the cards it is given belong to the set.

const cardSetSchema = z.object({
  cardSetUuid: z.uuid(),
  aliasUuid: z.uuid(),
  exerciseType: z.union([z.literal(4), z.literal(5), z.literal(6)]),
  itemUuids: z.array(z.uuid()),
  schoolGrade: z.int(),
  createdAt: z.string(),
});

export const cardSets = new Table('cardSets', cardSetSchema, (set) => set.cardSetUuid);
