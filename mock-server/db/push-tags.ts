import { z } from 'zod';
import { Table } from './table';

// The alias each user's push subscription is tagged with (tagAlias): pushes of that alias's
// organisation reach the user. One per user; tagging another alias replaces it.

const pushTagSchema = z.object({
  userUuid: z.string(),
  aliasUuid: z.string(),
  orgHash: z.string(),
  taggedAt: z.string(),
});
export const pushTags = new Table('pushTags', pushTagSchema, (tag) => tag.userUuid);
