import { useCallback, useEffect, useRef, useState } from 'react';
import { useSession } from '../../../hooks/use-session';
import { useStoredItem } from '../../../hooks/use-stored-item';
import { useLanguage } from '../../../i18n/language-context';
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
import { ensurePushSubscription } from '../push-status';

/**
 * The push part of spec 4.5 that a browser allows: the browser's permission is read once the
 * profile is known (and again when the page comes back into view, since it can be changed in the
 * browser's settings), the user's decision on the card is kept per user, and the subscription
 * follows both: once both say yes, the browser subscribes with the backend's key and the
 * subscription goes to the backend with its tags (./push-subscription.ts), again for another
 * alias or language.
 */
export function usePushCallToAction(userUuid: string) {
  const [stored] = useStoredItem(pushState);
  const [permission, setPermission] = useState<BrowserPermission>(browserPermission);

  const remember = useCallback((next: BrowserPermission) => {
    setPermission(next);
    if (next === 'unsupported') return;
    const current = pushState.read();
    if (!current.initialised || current.permission !== next) {
      pushState.write({ ...current, initialised: true, permission: next });
    }
  }, []);

  // Reading the permission is a synchronous call into the browser (measured: about 3 ms in desktop
  // Chromium, 12 ms at a 4× CPU slowdown):
  // the answer read for the first render is used once more rather than asked for again.
  const firstRead = useRef<BrowserPermission | null>(permission);
  useEffect(() => {
    remember(firstRead.current ?? browserPermission());
    firstRead.current = null;
    const onVisible = () => {
      if (document.visibilityState === 'visible') remember(browserPermission());
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [remember, userUuid]);

  const decision = stored.callToActionByUser[userUuid];

  const { token, aliasUuid, aliases } = useSession();
  const { language } = useLanguage();
  const orgHash = aliases.find((alias) => alias.uuid === aliasUuid)?.orgHash ?? null;
  const subscribed = isPushSubscribed(decision, permission);
  // Both said yes (now, on the card, or on an earlier visit): subscribe and send it, once per
  // session, alias and language (the tags address the pushes); one that failed is tried again on
  // the next visit (../push-status.ts).
  useEffect(() => {
    if (!subscribed || !token || !aliasUuid || !orgHash) return;
    void ensurePushSubscription(`${token} ${aliasUuid} ${language}`, {
      userUuid,
      aliasUuid,
      orgHash,
      language,
    });
  }, [subscribed, token, aliasUuid, orgHash, language, userUuid]);

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
