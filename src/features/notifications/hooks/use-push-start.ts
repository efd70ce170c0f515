import { useEffect } from 'react';
import { useSession } from '../../../hooks/use-session';
import { useStoredItem } from '../../../hooks/use-stored-item';
import { useLanguage } from '../../../i18n/language-context';
import { isPushSubscribed, type BrowserPermission } from '../../../lib/rules/push-call-to-action';
import { pushState } from '../../../lib/services/storage';
import { browserPermission } from '../browser-notifications';
import { ensurePushSubscription } from '../push-status';

/** Keeps the browser's answer in the push state (not when the browser has no Notification API). */
export function rememberPermission(next: BrowserPermission): void {
  if (next === 'unsupported') return;
  const current = pushState.read();
  if (!current.initialised || current.permission !== next) {
    pushState.write({ ...current, initialised: true, permission: next });
  }
}

/**
 * Push is initialised once the profile has loaded (spec 4.5), on whatever screen the learner
 * lands: the browser's permission is read (and again when the page comes back into view, since it
 * can be changed in the browser's settings), and once the learner (on the home card, now or on an
 * earlier visit) and the browser both said yes, the subscription goes to the backend with its tags,
 * once per session, alias and language (../push-status.ts). Mounted once, in the app's root.
 */
export function usePushStart(): void {
  const { profile, token, aliasUuid, aliases } = useSession();
  const userUuid = profile?.userUuid ?? null;
  const [stored] = useStoredItem(pushState);
  const { language } = useLanguage();

  useEffect(() => {
    if (userUuid === null) return;
    rememberPermission(browserPermission());
    const onVisible = () => {
      if (document.visibilityState === 'visible') rememberPermission(browserPermission());
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [userUuid]);

  const decision = userUuid === null ? undefined : stored.callToActionByUser[userUuid];
  const subscribed = stored.initialised && isPushSubscribed(decision, stored.permission);
  const orgHash = aliases.find((alias) => alias.uuid === aliasUuid)?.orgHash ?? null;
  useEffect(() => {
    if (!subscribed || !userUuid || !token || !aliasUuid || !orgHash) return;
    void ensurePushSubscription(`${token} ${aliasUuid} ${language}`, {
      userUuid,
      aliasUuid,
      orgHash,
      language,
    });
  }, [subscribed, token, aliasUuid, orgHash, language, userUuid]);
}
