import { useEffect } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import {
  getListReleaseNotesQueryKey,
  listReleaseNotes,
} from '../../../api/generated/endpoints/release-notes/release-notes';
import { logEvent } from '../../../lib/log-event';

/** Spec 9: paging starts at page 1. */
const FIRST_PAGE = 1;

/**
 * The web app's release notes, one page at a time ("more" loads the next). The notes are written
 * in the request's language, so the language is part of the key. Failures are only logged (spec 8).
 */
export function useReleaseNotes(language: string) {
  const query = useInfiniteQuery({
    queryKey: [...getListReleaseNotesQueryKey({ scope: 'web' }), language],
    queryFn: ({ pageParam, signal }) =>
      listReleaseNotes({ page: pageParam, scope: 'web' }, { signal }),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last) => last.next ?? undefined,
  });
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
