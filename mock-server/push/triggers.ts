import { assignments, submissionKey, submissions } from '../db/assignments';
import { liveSessions, type LiveSessionRecord } from '../db/live-sessions';
import { pushAnnouncements } from '../db/push-subscriptions';
import { now } from '../runtime/clock';
import { withLock } from '../runtime/locks';
import { assignmentMessage, liveMessage, type PushKind, type PushMessage } from './push-message';
import { deliverInBackground, logPush, type SendOutcome } from './sender';
import {
  subscriptionKeyOf,
  subscriptionsOfGroup,
  type PushSubscriptionRecord,
} from './subscriptions';

// When the backend pushes: an assignment opens (its start passes), a day before it is due (to the
// learners who have not submitted it), and a live class of the learner's group starts. The
// backend's clock is checked every 30 seconds while anyone is subscribed (Node only), right after
// the console moves the clock, and when the console conducts a class. Each announcement goes to a
// subscription once, and only for what happened after it subscribed (a new subscriber is not
// told about every assignment that opened before). The console can also send one again now
// (`sendMockPush`, `announceNow`).

const DAY_MS = 24 * 60 * 60 * 1000;
const CHECK_EVERY_MS = 30_000;

type Announcement = {
  /** One per event: `<kind>:<assignment or session id>`. */
  event: string;
  groupId: number;
  /** When it happened (ms): only subscriptions made before it hear of it. */
  at: number;
  message: (lang: 'ja' | 'en') => PushMessage;
  /** Whether this subscription is left out (a submitted assignment is not "due"). */
  skip?: (subscription: PushSubscriptionRecord) => boolean;
};

function assignmentAnnouncements(at: number): Announcement[] {
  return assignments.all().flatMap((assignment) => {
    const opens = Date.parse(assignment.startDate);
    const due = Date.parse(assignment.dueDate);
    if (at >= due) return [];
    const found: Announcement[] = [];
    if (opens <= at) {
      found.push({
        event: `assignment-opened:${assignment.id}`,
        groupId: assignment.groupId,
        at: opens,
        message: (lang) => assignmentMessage('assignment-opened', assignment, lang),
      });
    }
    if (due - DAY_MS <= at && opens <= at) {
      found.push({
        event: `assignment-due:${assignment.id}`,
        groupId: assignment.groupId,
        at: due - DAY_MS,
        message: (lang) => assignmentMessage('assignment-due', assignment, lang),
        skip: (subscription) =>
          submissions.has(submissionKey(assignment.id, subscription.aliasUuid)),
      });
    }
    return found;
  });
}

function liveAnnouncement(session: LiveSessionRecord): Announcement {
  return {
    event: `live-started:${session.id}`,
    groupId: session.groupId,
    at: Date.parse(session.startsAt),
    message: (lang) => liveMessage(session, lang),
  };
}

function liveAnnouncements(at: number): Announcement[] {
  return liveSessions
    .filter((s) => Date.parse(s.startsAt) <= at && at < Date.parse(s.endsAt))
    .map(liveAnnouncement);
}

/**
 * Starts the sends of one announcement to the subscriptions of its group that have not had it
 * (and subscribed before it happened, unless `ignoreSubscribedAt`; `force` sends again to all),
 * and resolves to their outcomes' promises without waiting for the push services.
 */
async function announce(
  announcement: Announcement,
  options: { force?: boolean; ignoreSubscribedAt?: boolean } = {},
): Promise<Promise<SendOutcome>[]> {
  const sends: Promise<SendOutcome>[] = [];
  for (const subscription of subscriptionsOfGroup(announcement.groupId)) {
    if (announcement.skip?.(subscription)) continue;
    if (!options.ignoreSubscribedAt && !options.force) {
      if (announcement.at <= Date.parse(subscription.subscribedAt)) continue;
    }
    const key = `${announcement.event}|${subscriptionKeyOf(subscription)}`;
    if (!options.force && pushAnnouncements.has(key)) continue;
    await pushAnnouncements.insert({ key, sentAt: now().toISOString() });
    sends.push(deliverInBackground(subscription, announcement.message(subscription.language)));
  }
  return sends;
}

/** Announces every assignment and class whose moment has come; resolves to how many were sent. */
export function checkPushTriggers(): Promise<number> {
  // One check at a time: the clock's and the console's must not both announce the same thing.
  return withLock('push:check', async () => {
    const at = now().getTime();
    let started = 0;
    for (const announcement of [...assignmentAnnouncements(at), ...liveAnnouncements(at)])
      started += (await announce(announcement)).length;
    if (started > 0) logPush(`${started} announcement(s) at ${new Date(at).toISOString()}`);
    return started;
  });
}

/** The same in the background: for handlers that must answer at once (a clock change). */
export function checkPushTriggersInBackground(): void {
  void checkPushTriggers().catch((error: unknown) =>
    logPush(`check failed: ${error instanceof Error ? error.message : String(error)}`),
  );
}

/** The console conducted a class: its group hears of it now if it has started. */
export function announceLiveClassInBackground(session: LiveSessionRecord): void {
  if (Date.parse(session.startsAt) > now().getTime()) return; // the clock's check will
  void withLock('push:check', () =>
    announce(liveAnnouncement(session), { ignoreSubscribedAt: true }),
  ).catch((error: unknown) =>
    logPush(`class announcement failed: ${error instanceof Error ? error.message : String(error)}`),
  );
}

/**
 * `sendMockPush`: announces an assignment or a class again now, to every subscription of its
 * group, and resolves to the outcomes (null when there is no such assignment or class).
 */
export async function announceNow(
  kind: PushKind,
  id: number,
): Promise<{ sent: number; dropped: number } | null> {
  let announcement: Announcement;
  if (kind === 'live-started') {
    const session = liveSessions.get(id);
    if (!session) return null;
    announcement = liveAnnouncement(session);
  } else {
    const assignment = assignments.get(id);
    if (!assignment) return null;
    announcement = {
      event: `${kind}:${assignment.id}`,
      groupId: assignment.groupId,
      at: Date.parse(kind === 'assignment-opened' ? assignment.startDate : assignment.dueDate),
      message: (lang) => assignmentMessage(kind, assignment, lang),
    };
  }
  const outcomes = await Promise.all(await announce(announcement, { force: true }));
  return {
    sent: outcomes.filter((outcome) => outcome === 'sent').length,
    dropped: outcomes.filter((outcome) => outcome === 'gone').length,
  };
}

// The clock's check runs in the Node mock while anyone is subscribed. Not under vitest: tests
// call checkPushTriggers() themselves, at the clock they set.
let timer: ReturnType<typeof setInterval> | null = null;
const clockMayRun =
  typeof process !== 'undefined' &&
  typeof process.versions?.node === 'string' &&
  process.env.VITEST === undefined;

/** Starts the periodic check (called when a subscription is stored); idempotent. */
export function startPushClock(): void {
  if (!clockMayRun || timer !== null) return;
  timer = setInterval(checkPushTriggersInBackground, CHECK_EVERY_MS);
  // The check never keeps the process alive (shutdown, tests).
  timer.unref?.();
}
