import { useCallback, useEffect } from 'react';
import { useSession } from '../../../hooks/use-session';
import { useStoredItem } from '../../../hooks/use-stored-item';
import { useLanguage } from '../../../i18n/language-context';
import { isPushSubscribed, type BrowserPermission } from '../../../lib/rules/push-call-to-action';
import { pushState } from '../../../lib/services/storage';
import { ensurePushSubscription, usePushStatus, type PushStatus } from '../push-status';

/**
 * Where this device's pushes stand, for the settings (issue 36): 'off' until both the learner and
 * the browser said yes; then the subscription is sent (or its answer reused) and the status says
 * whether the backend holds it. `retry` sends it again.
 */
export function useDevicePush(userUuid: string | null, permission: BrowserPermission | null) {
  const [stored] = useStoredItem(pushState);
  const { token, aliasUuid, aliases } = useSession();
  const { language } = useLanguage();
  const orgHash = aliases.find((alias) => alias.uuid === aliasUuid)?.orgHash ?? null;
  const wanted =
    userUuid !== null &&
    permission !== null &&
    isPushSubscribed(stored.callToActionByUser[userUuid], permission);
  const key = wanted && token && aliasUuid && orgHash ? `${token} ${aliasUuid} ${language}` : null;
  const status = usePushStatus(key);

  const send = useCallback(
    (retry: boolean) => {
      if (key === null || userUuid === null || aliasUuid === null || orgHash === null) return;
      void ensurePushSubscription(key, { userUuid, aliasUuid, orgHash, language }, { retry });
    },
    [key, userUuid, aliasUuid, orgHash, language],
  );
  useEffect(() => send(false), [send]);

  const shown: PushStatus | 'off' = !wanted ? 'off' : key === null ? 'checking' : status;
  return { status: shown === 'idle' ? 'checking' : shown, retry: () => send(true) };
}
