import { useEffect } from 'react';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  getListReleaseNotesQueryKey,
  listReleaseNotes,
} from '../../../api/generated/endpoints/release-notes/release-notes';
import { logEvent } from '../../../lib/services/log-event';

/** Spec 9: paging starts at page 1. */
const FIRST_PAGE = 1;

/**
 * The web app's release notes, page by page (also started by the route loader). The notes are
 * written in the request's language, so the language is part of the key.
 */
export const releaseNotesQuery = (language: string, request?: RequestInit) =>
  infiniteQueryOptions({
    queryKey: [...getListReleaseNotesQueryKey({ scope: 'web' }), language],
    queryFn: ({ pageParam, signal }) =>
      listReleaseNotes({ page: pageParam, scope: 'web' }, { ...request, signal }),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last) => last.next ?? undefined,
  });

/** The release notes, one page at a time ("more" loads the next). Failures are only logged (spec 8). */
export function useReleaseNotes(language: string) {
  const query = useInfiniteQuery(releaseNotesQuery(language));
  const { error } = query;
  useEffect(() => {
    if (error) logEvent('release-notes-failed', { message: error.message });
  }, [error]);
  return {
    notes: query.data?.pages.flatMap((page) => page.results) ?? [],
    loaded: query.isSuccess,
    pending: query.isPending && !query.isError,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
  };
}
