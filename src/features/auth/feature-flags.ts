import { getFeatureFlags } from '../../api/generated/endpoints/user/user';
import { ApiError } from '../../api/http-client';
import { logEvent } from '../../lib/services/log-event';

const MISSING_AUTHENTICATION = 'Missing authentication';

/**
 * The feature flags of the user for one alias (spec 6). Failures are logged the way spec 8 lists
 * them (401 and 404 apart, else the message or 'Failed to fetch feature flags') and rethrown: the
 * session then counts every flag as off. Without a token or an alias nothing is asked: the
 * spec's 'Missing authentication' is logged and thrown (the session's query waits for both, so
 * only a refetch forced before the session is ready gets here).
 */
export async function loadFeatureFlags(
  token: string,
  aliasUuid: string,
  signal?: AbortSignal,
): Promise<Record<string, boolean>> {
  if (!token || !aliasUuid) {
    logEvent('feature-flags-failed', { message: MISSING_AUTHENTICATION });
    throw new Error(MISSING_AUTHENTICATION);
  }
  try {
    const { flags } = await getFeatureFlags(
      { alias_uuid: aliasUuid },
      { signal, headers: { Authorization: `Token ${token}`, 'X-Alias-Uuid': aliasUuid } },
    );
    return flags;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) logEvent('feature-flags-unauthorized');
    else if (error instanceof ApiError && error.status === 404)
      logEvent('feature-flags-alias-not-found', { aliasUuid });
    else if (!(error instanceof DOMException && error.name === 'AbortError')) {
      const message =
        error instanceof Error && error.message ? error.message : 'Failed to fetch feature flags';
      logEvent('feature-flags-failed', { message });
    }
    throw error;
  }
}
