import { useEffect } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { Language } from '../../../lib/services/storage';
import { releaseNotesQuery } from '../../../api/queries/release-notes';
import { logEvent } from '../../../lib/services/log-event';

/** The release notes, one page at a time ("more" loads the next). Failures are only logged (spec 8). */
export function useReleaseNotes(language: Language) {
  const query = useInfiniteQuery(releaseNotesQuery({ language }));
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
