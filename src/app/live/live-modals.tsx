import { lazy, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Modals } from '../../components/ui/modal/modal-context';
import { NoticeModal } from '../../features/shell/components/notice-modal';
import { liveModalMessages } from '../../features/shell/messages';
import type { VanishedClass } from '../../lib/rules/live-class-vanished';

const SessionOwnerAlert = lazy(() =>
  import('../../features/live/components/session-owner-alert').then((module) => ({
    default: module.SessionOwnerAlert,
  })),
);

/**
 * The live-class dialogs are one group: at most one is open, and a newer state of the class
 * replaces the open one (an ended class closes a stale "class started", a new class under way a
 * stale "class ended"). The session-owner alert is not of the group and comes before them.
 */
const LIVE_CLASS_MODALS = 'live-class';
export const LIMITED_MODE_STARTED = 'limited-mode-started';
export const SESSION_ENDED = 'session-ended';
export const CLASS_CANCELLED = 'class-cancelled';

/** "Your class has started" (spec 2.5): the user is on the way to the live lobby. */
export function openLimitedModeStarted(modals: Modals): void {
  modals.open(
    LIMITED_MODE_STARTED,
    (close) => (
      <NoticeModal
        title={<FormattedMessage {...liveModalMessages.limitedModeStartedTitle} />}
        body={<FormattedMessage {...liveModalMessages.limitedModeStartedBody} />}
        onOk={close}
      />
    ),
    { group: LIVE_CLASS_MODALS },
  );
}

/** "The class has ended" (spec 2.5), or, for a class that never started, "it was cancelled". */
export function openClassVanished(modals: Modals, outcome: VanishedClass): void {
  const ended = outcome === 'ended';
  const title = ended ? liveModalMessages.sessionEndedTitle : liveModalMessages.classCancelledTitle;
  const body = ended ? liveModalMessages.sessionEndedBody : liveModalMessages.classCancelledBody;
  modals.open(
    ended ? SESSION_ENDED : CLASS_CANCELLED,
    (close) => (
      <NoticeModal
        title={<FormattedMessage {...title} />}
        body={<FormattedMessage {...body} />}
        onOk={close}
      />
    ),
    { group: LIVE_CLASS_MODALS },
  );
}

export const SESSION_OWNER_ALERT = 'session-owner';

/**
 * "This account is in a class on another device": take over or log out (spec 2.5, 4.4). Opened
 * first: a class dialog open or waiting shows once it is answered.
 */
export function openSessionOwnerAlert(
  modals: Modals,
  actions: { onTakeOver: () => Promise<boolean>; onLogout: () => void },
): void {
  modals.open(
    SESSION_OWNER_ALERT,
    () => (
      <Suspense fallback={null}>
        <SessionOwnerAlert {...actions} />
      </Suspense>
    ),
    // It needs an answer before anything else about the class: over any class dialog.
    { first: true },
  );
}
