import { describe, expect, it } from 'vitest';
import { configureHttpClient } from '../../src/api/http-client';
import { putActionLog } from '../../src/api/generated/endpoints/logs/logs';
import type { ActionLogRecord } from '../../src/api/generated/model';
import { actionLogs } from '../../mock-server/db/action-logs';
import { ALIAS, ORG } from '../../mock-server/seed/demo-identities';
import { COURSE, EXERCISE } from '../../mock-server/seed/content-catalogue';
import { apiError } from '../support/api-error';
import { signInHana } from '../support/demo-sign-in';
import { TEST_NOW, useMockBackend } from '../support/mock-backend';

const PARTITION_KEY = 'eigo-learner-web';

function buildRecord(overrides: Partial<ActionLogRecord> = {}): ActionLogRecord {
  return {
    Time: Date.parse(TEST_NOW),
    TimeUnit: 'ms',
    Action: 'speech.connection',
    Source: 1,
    Version: '1.22.20',
    VersionHash: 'development',
    UserAgent: 'Mozilla/5.0 (vitest)',
    Link: '/exercise/course/chat/exercise',
    AliasUUID: ALIAS.hanaSakura,
    OrgHash: ORG.sakura.hash,
    ScreenSize: '1280x800',
    NetworkMode: 'Turbo',
    Accent: 0,
    SpeakingSpeed: 100,
    CourseUUID: COURSE.everydayConversation,
    ExerciseType: 1,
    ExerciseUUID: EXERCISE.greetingsChat,
    ExerciseLogID: 1234,
    ProblemUUID: null,
    ErrorMessage: null,
    ExternalUrl: null,
    ConnectionResult: 'success',
    Duration: 420,
    ...overrides,
  };
}

describe('putActionLog', () => {
  useMockBackend();

  it('stores a full event of a signed-in learner', async () => {
    await signInHana();
    const record = buildRecord();
    await expect(putActionLog({ partitionKey: PARTITION_KEY, record })).resolves.toBeUndefined();
    const stored = actionLogs.all();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ partitionKey: PARTITION_KEY, record, receivedAt: TEST_NOW });
  });

  it('takes events before sign-in, with only the required fields', async () => {
    const record = {
      Time: 1,
      TimeUnit: 'ms',
      Action: 'route.guard.redirect',
      Source: 2,
      Version: '1.22.20',
      VersionHash: 'abc123',
      AliasUUID: null,
    } as const;
    await putActionLog({ partitionKey: PARTITION_KEY, record });
    expect(actionLogs.all().map((log) => log.record)).toEqual([record]);
  });

  it('needs the application key (401)', async () => {
    configureHttpClient({ appKey: '' });
    try {
      const error = await apiError(
        putActionLog({ partitionKey: PARTITION_KEY, record: buildRecord() }),
      );
      expect(error.status).toBe(401);
    } finally {
      configureHttpClient({ appKey: 'eigo-learner-web' });
    }
    expect(actionLogs.size).toBe(0);
  });

  it.each([
    ['no partition key', { record: buildRecord() }, 'partitionKey'],
    ['an empty partition key', { partitionKey: '', record: buildRecord() }, 'partitionKey'],
    ['no record', { partitionKey: PARTITION_KEY }, 'record'],
    [
      'an unknown time unit',
      { partitionKey: PARTITION_KEY, record: buildRecord({ TimeUnit: 's' as never }) },
      'record.TimeUnit',
    ],
    [
      'an unknown source',
      { partitionKey: PARTITION_KEY, record: buildRecord({ Source: 3 as never }) },
      'record.Source',
    ],
    [
      'a network mode other than Basic or Turbo',
      { partitionKey: PARTITION_KEY, record: buildRecord({ NetworkMode: 'Fast' as never }) },
      'record.NetworkMode',
    ],
    [
      'an alias that is not a uuid',
      { partitionKey: PARTITION_KEY, record: buildRecord({ AliasUUID: 'hana' }) },
      'record.AliasUUID',
    ],
    [
      'an exercise type out of range',
      { partitionKey: PARTITION_KEY, record: buildRecord({ ExerciseType: 14 as never }) },
      'record.ExerciseType',
    ],
    [
      'a negative duration',
      { partitionKey: PARTITION_KEY, record: buildRecord({ Duration: -5 }) },
      'record.Duration',
    ],
    [
      'a malformed screen size',
      { partitionKey: PARTITION_KEY, record: buildRecord({ ScreenSize: 'big' }) },
      'record.ScreenSize',
    ],
  ])('refuses %s with 400 and stores nothing', async (_name, body, field) => {
    const error = await apiError(putActionLog(body as never));
    expect(error.status).toBe(400);
    expect(error.problem.errors).toHaveProperty([field]);
    expect(actionLogs.size).toBe(0);
  });
});
