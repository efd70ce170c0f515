import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/http-client';
import { listReleaseNotes } from '../../src/api/generated/endpoints/release-notes/release-notes';
import { STATE } from '../../mock-server/seed/provider-state-names';
import { createConsumerPact, useMockServer } from './support/consumer-pact';
import { isoDate, json, problem, queryRequest, SIGNED_IN, tokenHeaders } from './support/requests';

const { eachLike, integer, string } = MatchersV3;

const pact = createConsumerPact('release-notes');

/** The first page of the web notes, with the token only. */
const firstWebPage = queryRequest(tokenHeaders, { page: '1', scope: 'web' });

describe('releaseNotes', () => {
  it('listReleaseNotes: the first page of the web notes', async () => {
    await pact
      .addInteraction()
      .given(STATE.hanaSignedIn)
      .uponReceiving('a request for the first page of web release notes')
      .withRequest('GET', '/api/v1/release-notes/', firstWebPage)
      .willRespondWith(
        200,
        json({
          results: eachLike({
            version: string('1.22.20'),
            date: isoDate(),
            body: string('Faster lists.'),
          }),
          next: integer(2),
          count: integer(12),
        }),
      )
      .executeTest(async (server) => {
        useMockServer(server, SIGNED_IN);
        const page = await listReleaseNotes({ page: 1, scope: 'web' });
        expect(page.results[0]?.version).toBe('1.22.20');
      });
  });

  it('listReleaseNotes: 503 while maintenance is active', async () => {
    await pact
      .addInteraction()
      .given(STATE.maintenanceActive)
      .uponReceiving('a request for release notes during maintenance')
      .withRequest('GET', '/api/v1/release-notes/', firstWebPage)
      .willRespondWith(503, problem(503))
      .executeTest(async (server) => {
        useMockServer(server, SIGNED_IN);
        const error = await listReleaseNotes({ page: 1, scope: 'web' }).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ApiError);
        expect((error as ApiError).status).toBe(503);
      });
  });
});
