import { useCallback, useEffect, useState } from 'react';
import { useStoredItem } from '../../../hooks/use-stored-item';
import { logEvent } from '../../../lib/services/log-event';
import {
  callToActionView,
  isPushSubscribed,
  type BrowserPermission,
} from '../../../lib/rules/push-call-to-action';
import {
  nativePushPromptShown,
  pushState,
  type PushPermission,
} from '../../../lib/services/storage';
import { browserPermission, requestBrowserPermission } from '../browser-notifications';
import { rememberPermission } from './use-push-start';

/**
 * The home card's part of spec 4.5: the user's decision on the card is kept per user, and the
 * browser is asked on a yes. Reading the permission at start and sending the subscription is the
 * app's, wherever the learner lands (./use-push-start.ts); this reads the browser's answer again
 * when the page comes back into view, for the card's own view.
 */
export function usePushCallToAction(userUuid: string) {
  const [stored] = useStoredItem(pushState);
  const [permission, setPermission] = useState<BrowserPermission>(browserPermission);

  const remember = useCallback((next: BrowserPermission) => {
    setPermission(next);
    rememberPermission(next);
  }, []);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') setPermission(browserPermission());
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);

  const decision = stored.callToActionByUser[userUuid];

  const decide = useCallback(
    (value: PushPermission) => {
      const current = pushState.read();
      pushState.write({
        ...current,
        callToActionByUser: { ...current.callToActionByUser, [userUuid]: value },
      });
    },
    [userUuid],
  );

  const requestPermission = useCallback(async () => {
    const answer = await requestBrowserPermission();
    remember(answer);
    logEvent('push-subscription', { subscribed: isPushSubscribed('granted', answer) });
  }, [remember]);

  return {
    view: callToActionView(decision, permission),
    /** The prompt was shown (the explanation before the browser's own question). */
    promptShown: () => nativePushPromptShown.write(true),
    /** Yes on the prompt: remembered, then the browser asks. */
    accept: async () => {
      decide('granted');
      await requestPermission();
    },
    /** No on the prompt, or the card closed: it does not come back for this user. */
    dismiss: () => decide('denied'),
    /** Asks the browser again after an earlier yes. */
    grant: requestPermission,
  };
}
