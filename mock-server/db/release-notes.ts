import { z } from 'zod';
import {
  ListReleaseNotesQueryParams,
  ListReleaseNotesResponse,
} from '../../src/api/generated/zod/release-notes/release-notes.zod';
import { Table } from './table';

// Release notes of the apps, kept in both languages; the API answers the body in one of them.

const releaseNoteSchema = ListReleaseNotesResponse.shape.results.element
  .pick({ version: true, date: true })
  .extend({
    scope: ListReleaseNotesQueryParams.shape.scope.unwrap(),
    body: z.object({ ja: z.string().min(1), en: z.string().min(1) }),
  });

export type ReleaseNoteRecord = z.output<typeof releaseNoteSchema>;

export const releaseNotes = new Table(
  'releaseNotes',
  releaseNoteSchema,
  (note) => `${note.scope}:${note.version}`,
);

const versionParts = (version: string) => version.split('.').map(Number);

/** Newest first: by date, then by version number (a day can see two releases). */
export function compareNewestFirst(a: ReleaseNoteRecord, b: ReleaseNoteRecord): number {
  if (a.date !== b.date) return b.date.localeCompare(a.date);
  const [left, right] = [versionParts(a.version), versionParts(b.version)];
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const difference = (right[i] ?? 0) - (left[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}
