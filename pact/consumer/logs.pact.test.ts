import { describe, expect, it } from 'vitest';
import { putActionLog } from '../../src/api/generated/endpoints/logs/logs';
import type { ActionLogRequest } from '../../src/api/generated/model/actionLogRequest';
import { STATE } from '../../mock-server/seed/provider-state-names';
import { createConsumerPact, useMockServer } from './support/consumer-pact';
import { aliasHeaders, EXAMPLE, publicHeaders, request, SIGNED_IN } from './support/requests';

const pact = createConsumerPact('logs');

const PARTITION_KEY = 'eigo-learner-web';

const record = {
  Time: 1795248000000,
  TimeUnit: 'ms',
  Source: 1,
  Version: '1.22.20',
  VersionHash: 'development',
  UserAgent: 'Mozilla/5.0',
  ScreenSize: '1280x800',
} as const;

describe('logs', () => {
  it('putActionLog: a guard redirect logged before sign-in (application key only)', async () => {
    const body: ActionLogRequest = {
      partitionKey: PARTITION_KEY,
      record: { ...record, Action: 'guard.redirect', Link: '/home', AliasUUID: null },
    };
    await pact
      .addInteraction()
      .given(STATE.nobodySignedIn)
      .uponReceiving('an action log before sign-in')
      .withRequest('POST', '/api/v1/action-logs/', request(publicHeaders, body))
      .willRespondWith(204)
      .executeTest(async (server) => {
        useMockServer(server);
        await expect(putActionLog(body)).resolves.toBeUndefined();
      });
  });

  it('putActionLog: a speech connection check of a signed-in learner', async () => {
    const body: ActionLogRequest = {
      partitionKey: PARTITION_KEY,
      record: {
        ...record,
        Action: 'speech.connection',
        AliasUUID: EXAMPLE.aliasUuid,
        OrgHash: 'org-sakura-jhs',
        NetworkMode: 'Turbo',
        ConnectionResult: 'success',
        Duration: 420,
      },
    };
    await pact
      .addInteraction()
      .given(STATE.hanaSignedIn)
      .uponReceiving('an action log of a signed-in learner')
      .withRequest('POST', '/api/v1/action-logs/', request(aliasHeaders, body))
      .willRespondWith(204)
      .executeTest(async (server) => {
        useMockServer(server, SIGNED_IN);
        await expect(putActionLog(body)).resolves.toBeUndefined();
      });
  });
});
