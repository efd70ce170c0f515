import { z } from 'zod';
import { Table } from './table';

// The courses each alias bookmarked (bookmarks belong to the alias, not the user).

const bookmarkSchema = z.object({
  aliasUuid: z.uuid(),
  courseUuid: z.uuid(),
  bookmarkedAt: z.iso.datetime({ offset: true }),
});
export type BookmarkRecord = z.output<typeof bookmarkSchema>;

export const bookmarkKey = (aliasUuid: string, courseUuid: string) => `${aliasUuid}:${courseUuid}`;

export const bookmarks = new Table('bookmarks', bookmarkSchema, (b) =>
  bookmarkKey(b.aliasUuid, b.courseUuid),
);

/** The alias's bookmarks, most recent first. */
export function bookmarksOf(aliasUuid: string): BookmarkRecord[] {
  return bookmarks
    .filter((b) => b.aliasUuid === aliasUuid)
    .sort((a, b) => b.bookmarkedAt.localeCompare(a.bookmarkedAt));
}
