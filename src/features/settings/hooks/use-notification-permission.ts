import { useCallback, useState } from 'react';
import { pushState, type PushPermission } from '../../../lib/services/storage';

const supported = () => typeof window !== 'undefined' && 'Notification' in window;

/**
 * The browser's notification permission, and a request that records the answer in the push state
 * (permission, and the call-to-action decision of this user).
 */
export function useNotificationPermission(userUuid: string | null) {
  const [permission, setPermission] = useState<PushPermission | null>(() =>
    supported() ? Notification.permission : null,
  );
  const request = useCallback(async () => {
    if (!supported()) return;
    const answer = await Notification.requestPermission();
    const state = pushState.read();
    pushState.write({
      ...state,
      permission: answer,
      callToActionByUser: userUuid
        ? { ...state.callToActionByUser, [userUuid]: answer }
        : state.callToActionByUser,
    });
    setPermission(answer);
  }, [userUuid]);
  return { permission, request };
}
