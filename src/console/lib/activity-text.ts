import type { MessageDescriptor } from 'react-intl';
import type { ActivityEntry } from '../../api/generated/model/activityEntry';
import { activityEventMessages } from '../activity/activity-messages';

// The line the activity log shows for an event: its message and the values it is filled with.
// Names of exercise types and dates are formatted by the caller (`typeName`, ICU date in JST).

export type ActivityLine = {
  message: MessageDescriptor;
  values: Record<string, string | number | Date>;
};

const shortDevice = (uuid: string | undefined) => (uuid ?? '').slice(0, 8);

export function describeActivity(
  entry: ActivityEntry,
  typeName: (exerciseType: number) => string,
  backendName: string,
): ActivityLine {
  const d = entry.details;
  const user = entry.user?.userName ?? backendName;
  const exercise =
    d.exerciseTitle ?? (d.exerciseType === undefined ? '' : typeName(d.exerciseType));
  const message = activityEventMessages[entry.kind];
  switch (entry.kind) {
    case 'exerciseStarted':
      return { message, values: { user, exercise, mode: d.mode ?? 'test' } };
    case 'answer':
      return {
        message,
        values: {
          user,
          exercise,
          result: d.skipped
            ? 'skipped'
            : d.correct === true
              ? 'correct'
              : d.correct === false
                ? 'incorrect'
                : 'unjudged',
        },
      };
    case 'exerciseEnded':
      return {
        message,
        values: {
          user,
          exercise,
          trophy: d.trophy ?? 0,
          correct: d.correctCount ?? 0,
          total: d.problemCount ?? 0,
        },
      };
    case 'classJoined':
    case 'classTakenOver':
      return {
        message,
        values: { user, group: d.groupName ?? '', device: shortDevice(d.deviceUuid) },
      };
    case 'classStarted':
    case 'classUnlocked':
    case 'classEnded':
      return { message, values: { group: d.groupName ?? '', session: d.sessionId ?? 0 } };
    case 'classLocked':
      return { message, values: { group: d.groupName ?? '', count: d.exerciseCount ?? 0 } };
    case 'storeReset':
      return { message, values: { seed: d.seed ?? 'demo' } };
    case 'clockSet':
      return d.now
        ? { message, values: { fixed: 'yes', time: new Date(d.now) } }
        : { message, values: { fixed: 'no', time: new Date(entry.at) } };
    case 'maintenanceSet':
      return {
        message,
        values: {
          active: d.active ? 'yes' : 'no',
          text: d.message ?? '',
          hasText: d.message ? 'yes' : 'no',
        },
      };
    case 'buildPublished':
      return { message, values: { hash: d.commitHash ?? '' } };
    case 'featureFlagSet':
      return {
        message,
        values: {
          user,
          flag: d.flagName ?? '',
          value: d.value ? 'on' : 'off',
          org: d.orgName ?? '',
        },
      };
    default:
      return { message, values: { user } };
  }
}
