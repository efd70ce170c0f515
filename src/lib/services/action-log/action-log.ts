// The streaming log of spec 3 and 4.3 (putActionLog): events of the speaking exercises (chat,
// pronunciation drill, single sentence reading) with the app's and the learner's context. A log
// write never gets in the learner's way: it is sent in the background and a failure is only
// logged to the console (spec 8: "only logged").
import { putActionLog } from '../../../api/generated/endpoints/logs/logs';
import type { ActionLogRecord } from '../../../api/generated/model/actionLogRecord';
import { env } from '../../../config/env';
import { logEvent } from '../log-event';

/** The stream's fixed partition key (spec 7: "record as JSON, fixed partition key"). */
export const ACTION_LOG_PARTITION_KEY = 'eigo-learner-web';

/** Who logs: the signed-in learner's alias, organisation and audio settings. */
export type ActionLogLearner = {
  aliasUuid: string | null;
  orgHash: string | null;
  accent: number | null;
  speed: number | null;
};

/** The event's own fields (Action and whatever it says: exercise ids, network mode, durations…). */
export type ActionLogEvent = Pick<ActionLogRecord, 'Action'> &
  Partial<Omit<ActionLogRecord, 'Action' | 'Time' | 'TimeUnit' | 'Source' | 'Version'>>;

const ACCENTS = new Set([0, 1, 2]);
const SPEEDS = new Set([50, 75, 90, 100, 110, 125]);

function screenSize(): string | null {
  if (typeof window === 'undefined') return null;
  const width = Math.round(window.innerWidth);
  const height = Math.round(window.innerHeight);
  return width > 0 && height > 0 && width < 100_000 && height < 100_000
    ? `${width}x${height}`
    : null;
}

const clip = (text: string | null | undefined, max: number) =>
  text === null || text === undefined ? null : text.slice(0, max);

/** The whole record of an event, as the contract's ActionLogRecord. */
export function actionLogRecord(
  event: ActionLogEvent,
  learner: ActionLogLearner,
  now: number = Date.now(),
): ActionLogRecord {
  return {
    Time: now,
    TimeUnit: 'ms',
    Source: 1,
    Version: env.webVersion,
    VersionHash: env.buildCommitHash.slice(0, 64),
    UserAgent: typeof navigator === 'undefined' ? null : clip(navigator.userAgent, 512),
    Link: typeof location === 'undefined' ? null : clip(location.pathname, 2048),
    AliasUUID: learner.aliasUuid,
    OrgHash: clip(learner.orgHash, 64),
    ScreenSize: screenSize(),
    Accent: (learner.accent !== null && ACCENTS.has(learner.accent)
      ? learner.accent
      : null) as ActionLogRecord['Accent'],
    SpeakingSpeed: (learner.speed !== null && SPEEDS.has(learner.speed)
      ? learner.speed
      : null) as ActionLogRecord['SpeakingSpeed'],
    ...event,
    ErrorMessage: clip(event.ErrorMessage, 2000),
    ExternalUrl: clip(event.ExternalUrl, 2048),
  };
}

/**
 * Sends one event in the background (never throws): the promise settles once it is sent or has
 * failed, for a page that is about to leave (logExternalPage); others need not wait.
 */
export function logAction(event: ActionLogEvent, learner: ActionLogLearner): Promise<void> {
  const record = actionLogRecord(event, learner);
  return putActionLog({ partitionKey: ACTION_LOG_PARTITION_KEY, record }).then(
    () => undefined,
    (error: unknown) => {
      logEvent('action-log.failed', { action: event.Action, error: String(error) });
    },
  );
}

/**
 * The learner leaves for an external page (the AI chat): its address goes in ExternalUrl. Only
 * its origin and path: the query of a one-time address carries the code that signs the learner in
 * there, which a log must not keep.
 */
export function logExternalPage(url: string, learner: ActionLogLearner): Promise<void> {
  const { origin, pathname } = new URL(url);
  return logAction({ Action: 'navigation.external', ExternalUrl: `${origin}${pathname}` }, learner);
}
