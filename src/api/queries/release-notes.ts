// The release notes' query options (./session-key.ts): the same for every organisation, written in
// the request's language, so keyed by the language alone.
import { infiniteQueryOptions } from '@tanstack/react-query';
import {
  getListReleaseNotesQueryKey,
  listReleaseNotes,
} from '../generated/endpoints/release-notes/release-notes';
import { forLanguage, type QuerySession } from './session-key';

/** Spec 9: paging starts at page 1. */
const FIRST_PAGE = 1;

/** The web app's release notes, page by page (started by the route loader, read by the screen). */
export const releaseNotesQuery = (session: Pick<QuerySession, 'language'>) =>
  forLanguage(
    infiniteQueryOptions({
      queryKey: getListReleaseNotesQueryKey({ scope: 'web' }),
      queryFn: ({ pageParam, signal }) =>
        listReleaseNotes({ page: pageParam, scope: 'web' }, { signal }),
      initialPageParam: FIRST_PAGE,
      getNextPageParam: (last) => last.next ?? undefined,
    }),
    session,
  );
