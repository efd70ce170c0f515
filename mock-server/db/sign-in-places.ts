import { z } from 'zod';
import { Table } from './table';

// Where each account last signed in from (runtime/rate-limits.ts): key `<client address> <e-mail
// in lower case>`. Kept in the store, so the state file keeps it across restarts: a school's
// learners stay known at the school's address however often the backend restarts.

const signInPlaceSchema = z.object({
  key: z.string(),
  lastAt: z.iso.datetime({ offset: true }),
});

export const signInPlaces = new Table('signInPlaces', signInPlaceSchema, (place) => place.key);
