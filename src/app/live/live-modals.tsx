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

/** "Your class has started" (spec 2.5): the user is on the way to the live lobby. */
export function openLimitedModeStarted(modals: Modals): void {
  modals.open('limited-mode-started', (close) => (
    <NoticeModal
      title={<FormattedMessage {...liveModalMessages.limitedModeStartedTitle} />}
      body={<FormattedMessage {...liveModalMessages.limitedModeStartedBody} />}
      onOk={close}
    />
  ));
}

/** "The class has ended" (spec 2.5), or, for a class that never started, "it was cancelled". */
export function openClassVanished(modals: Modals, outcome: VanishedClass): void {
  const ended = outcome === 'ended';
  const title = ended ? liveModalMessages.sessionEndedTitle : liveModalMessages.classCancelledTitle;
  const body = ended ? liveModalMessages.sessionEndedBody : liveModalMessages.classCancelledBody;
  modals.open(ended ? 'session-ended' : 'class-cancelled', (close) => (
    <NoticeModal
      title={<FormattedMessage {...title} />}
      body={<FormattedMessage {...body} />}
      onOk={close}
    />
  ));
}

export const SESSION_OWNER_ALERT = 'session-owner';

/** "This account is in a class on another device": take over or log out (spec 2.5, 4.4). */
export function openSessionOwnerAlert(
  modals: Modals,
  actions: { onTakeOver: () => Promise<boolean>; onLogout: () => void },
): void {
  modals.open(SESSION_OWNER_ALERT, () => (
    <Suspense fallback={null}>
      <SessionOwnerAlert {...actions} />
    </Suspense>
  ));
}
