import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import * as logsEndpoint from '../../../api/generated/endpoints/logs/logs';
import {
  actionLogRecord,
  logAction,
  logExternalPage,
  ACTION_LOG_PARTITION_KEY,
} from './action-log';

// A spy on the generated call, restored after each test: the files of a worker share their modules.
let putActionLog: MockInstance<typeof logsEndpoint.putActionLog>;
beforeEach(() => {
  putActionLog = vi.spyOn(logsEndpoint, 'putActionLog');
});
afterEach(() => vi.restoreAllMocks());

const learner = {
  aliasUuid: '7d3f5c1e-2b4a-4c6d-8e9f-0a1b2c3d4e5f',
  orgHash: 'sakura-hash',
  accent: 1,
  speed: 90,
};

describe('actionLogRecord', () => {
  it('adds the app and the learner to the event (spec 3 streaming-log fields)', () => {
    const record = actionLogRecord(
      {
        Action: 'speech.connection',
        NetworkMode: 'Turbo',
        ConnectionResult: 'success',
        Duration: 42,
      },
      learner,
      1_700_000_000_000,
    );
    expect(record).toMatchObject({
      Time: 1_700_000_000_000,
      TimeUnit: 'ms',
      Action: 'speech.connection',
      Source: 1,
      Version: '1.22.20',
      AliasUUID: learner.aliasUuid,
      OrgHash: 'sakura-hash',
      Accent: 1,
      SpeakingSpeed: 90,
      NetworkMode: 'Turbo',
      ConnectionResult: 'success',
      Duration: 42,
    });
    expect(record.ScreenSize).toMatch(/^\d+x\d+$/);
    expect(record.Link).toBe(location.pathname);
  });

  it('leaves out settings the contract does not know and clips long messages', () => {
    const record = actionLogRecord(
      { Action: 'speech.recording.problem', ErrorMessage: 'x'.repeat(3000) },
      { aliasUuid: null, orgHash: null, accent: 7, speed: 33 },
    );
    expect(record.Accent).toBeNull();
    expect(record.SpeakingSpeed).toBeNull();
    expect(record.ErrorMessage).toHaveLength(2000);
  });
});

describe('logAction', () => {
  it('sends the record under the fixed partition key without waiting', () => {
    putActionLog.mockResolvedValue(undefined);
    logAction({ Action: 'speech.typed-answer' }, learner);
    expect(putActionLog).toHaveBeenCalledWith({
      partitionKey: ACTION_LOG_PARTITION_KEY,
      record: expect.objectContaining({ Action: 'speech.typed-answer' }),
    });
  });

  it('never throws when the log cannot be written (only logged)', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    putActionLog.mockRejectedValue(new Error('offline'));
    expect(() => logAction({ Action: 'speech.connection' }, learner)).not.toThrow();
    await vi.waitFor(() => expect(info).toHaveBeenCalled());
    info.mockRestore();
  });
});

describe('logExternalPage', () => {
  it("fills ExternalUrl with the page's address, without the one-time code of its query", () => {
    putActionLog.mockResolvedValue(undefined);
    logExternalPage('https://ai-chat.eigo.example/start?code=secret#top', learner);
    expect(putActionLog).toHaveBeenCalledWith({
      partitionKey: ACTION_LOG_PARTITION_KEY,
      record: expect.objectContaining({
        Action: 'navigation.external',
        ExternalUrl: 'https://ai-chat.eigo.example/start',
        AliasUUID: learner.aliasUuid,
      }),
    });
  });
});
