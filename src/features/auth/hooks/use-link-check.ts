import { useQuery } from '@tanstack/react-query';

/**
 * Checks the token a link or a single sign-on brought (validateJwt, validateResetJwt, validateSso)
 * once per visit: never retried, never refetched, and forgotten when the screen is left, so the
 * link is asked about afresh each time it is opened.
 */
export function useLinkCheck<T>(
  kind: 'invitation' | 'reset' | 'sso',
  token: string | null,
  check: (token: string, signal: AbortSignal) => Promise<T>,
) {
  return useQuery({
    queryKey: ['auth-link-check', kind, token],
    queryFn: ({ signal }) => check(token ?? '', signal),
    enabled: token !== null,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}
