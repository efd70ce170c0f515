import type { QueryClient } from '@tanstack/react-query';
import { releaseNotesQuery } from '../../api/queries/release-notes';
import type { ScreenQueries } from './screen-loader';

/** The release notes: their first page in the screen language (a paged query, so prefetched as one). */
export const releaseNotesQueries =
  (queryClient: QueryClient): ScreenQueries =>
  ({ session }) => {
    void queryClient.prefetchInfiniteQuery(releaseNotesQuery(session));
  };
