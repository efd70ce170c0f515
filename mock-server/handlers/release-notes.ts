import { http, type HttpHandler } from 'msw';
import { json } from '../runtime/bodies';
import { ListReleaseNotesQueryParams } from '../../src/api/generated/zod/release-notes/release-notes.zod';
import { compareNewestFirst, releaseNotes } from '../db/release-notes';
import { authenticate } from '../runtime/auth-context';
import { parseQuery } from '../runtime/parse';
import { api, route } from '../runtime/route';

/** Release notes per page of listReleaseNotes. */
const RELEASE_NOTES_PAGE_SIZE = 10;

// A page past the last one answers an empty page (next null) rather than an error: the list
// screen then shows its empty state.
export const releaseNotesHandlers: HttpHandler[] = [
  http.get(
    api('/release-notes/'),
    route(({ request }) => {
      const { lang } = authenticate(request);
      const { page, scope } = parseQuery(ListReleaseNotesQueryParams, request);
      const notes = releaseNotes.filter((note) => note.scope === scope).sort(compareNewestFirst);
      const from = (page - 1) * RELEASE_NOTES_PAGE_SIZE;
      const results = notes.slice(from, from + RELEASE_NOTES_PAGE_SIZE).map((note) => ({
        version: note.version,
        date: note.date,
        body: note.body[lang],
      }));
      const next = from + RELEASE_NOTES_PAGE_SIZE < notes.length ? page + 1 : null;
      return json({ results, next, count: notes.length });
    }),
  ),
];
