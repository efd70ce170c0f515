import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  getAiConversationRedirect,
  getCourseHistory,
  getFeatureFlags,
  getProfile,
  listAliases,
  listGroups,
  tagAlias,
  updateProfile,
} from '../../src/api/generated/endpoints/user/user';
import { STATE } from '../../mock-server/seed/provider-state-names';
import { createConsumerPact, useMockServer } from './support/consumer-pact';
import {
  aliasHeaders,
  apiError,
  dateTime,
  EXAMPLE,
  fromState,
  json,
  oneOf,
  problem,
  queryRequest,
  request,
  SIGNED_IN,
  statePath,
  tokenHeaders,
  UNKNOWN_TOKEN,
  unknownTokenHeaders,
} from './support/requests';

const { arrayContaining, boolean, eachLike, integer, regex, string, uuid } = MatchersV3;

const pact = createConsumerPact('user');

/** An alias uuid no backend knows: feature flags answer 404 for an alias that is not the user's. */
const UNKNOWN_ALIAS = '0d9e8f7a-6b5c-4d3e-8f2a-1b0c9d8e7f6a';

const profile = (audio: { accent: unknown; speed: unknown }) => ({
  userUuid: uuid('5e4d3c2b-1a09-4f8e-9d7c-6b5a4f3e2d1c'),
  userType: oneOf(['individual', 'org_member'], 'org_member'),
  userName: string('Hana Sato'),
  email: string('hana@sakura.example'),
  orgName: string('Sakura Junior High School'),
  org: { hash: string('org-sakura-jhs') },
  useOnlyHttp: boolean(false),
  audio,
});

describe('user', () => {
  it('listAliases: the aliases of the token’s user (no alias header)', async () => {
    await pact
      .addInteraction()
      .given(STATE.hanaSignedIn)
      .uponReceiving('a request for the user’s aliases')
      .withRequest('GET', '/api/v1/user/aliases/', request(tokenHeaders))
      .willRespondWith(
        200,
        json(
          eachLike({
            uuid: uuid(EXAMPLE.aliasUuid),
            name: string('Hana Sato (2-A)'),
            orgName: string('Sakura Junior High School'),
            orgHash: string('org-sakura-jhs'),
          }),
        ),
      )
      .executeTest(async (server) => {
        // The client holds no alias yet: it picks one from this list.
        useMockServer(server, { token: SIGNED_IN.token });
        expect((await listAliases())[0]?.uuid).toBe(EXAMPLE.aliasUuid);
      });
  });

  it('listAliases: 401 with a token that was never issued', async () => {
    await pact
      .addInteraction()
      .given(STATE.nobodySignedIn)
      .uponReceiving('a request for aliases with an unknown token')
      .withRequest('GET', '/api/v1/user/aliases/', request(unknownTokenHeaders))
      .willRespondWith(401, problem(401))
      .executeTest(async (server) => {
        useMockServer(server, { token: UNKNOWN_TOKEN });
        expect((await apiError(listAliases())).status).toBe(401);
      });
  });

  it('listGroups: the groups of the selected alias', async () => {
    await pact
      .addInteraction()
      .given(STATE.hanaSignedIn)
      .uponReceiving('a request for the alias’s groups')
      .withRequest('GET', '/api/v1/user/groups/', request(aliasHeaders))
      .willRespondWith(200, json(eachLike({ id: integer(201), name: string('2-A') })))
      .executeTest(async (server) => {
        useMockServer(server, SIGNED_IN);
        expect((await listGroups())[0]?.name).toBe('2-A');
      });
  });

  it('getProfile: the profile through the selected alias', async () => {
    await pact
      .addInteraction()
      .given(STATE.hanaSignedIn)
      .uponReceiving('a request for the profile')
      .withRequest('GET', '/api/v1/user/profile/', request(aliasHeaders))
      .willRespondWith(200, json(profile({ accent: integer(0), speed: integer(100) })))
      .executeTest(async (server) => {
        useMockServer(server, SIGNED_IN);
        expect((await getProfile()).org.hash).toBe('org-sakura-jhs');
      });
  });

  it('updateProfile: changes accent and speed and answers the new profile', async () => {
    const change = { accent: 1 as const, speed: 90 as const };
    await pact
      .addInteraction()
      .given(STATE.hanaSignedIn)
      .uponReceiving('a change of accent and speed')
      .withRequest('POST', '/api/v1/user/profile/', request(aliasHeaders, change))
      .willRespondWith(200, json(profile(change)))
      .executeTest(async (server) => {
        useMockServer(server, SIGNED_IN);
        expect((await updateProfile(change)).audio).toEqual(change);
      });
  });

  it('getFeatureFlags: the flags of the user for the selected alias', async () => {
    await pact
      .addInteraction()
      .given(STATE.hanaSignedIn)
      .uponReceiving('a request for the feature flags of the alias')
      .withRequest(
        'GET',
        '/api/v1/user/feature-flags/',
        queryRequest(aliasHeaders, { alias_uuid: fromState('aliasUuid') }),
      )
      .willRespondWith(200, json({ flags: { llm_conversation: boolean(false) } }))
      .executeTest(async (server) => {
        useMockServer(server, SIGNED_IN);
        const { flags } = await getFeatureFlags({ alias_uuid: EXAMPLE.aliasUuid });
        expect(flags.llm_conversation).toBe(false);
      });
  });

  it('getFeatureFlags: 404 for an alias that is not the user’s', async () => {
    await pact
      .addInteraction()
      .given(STATE.hanaSignedIn)
      .uponReceiving('a request for the feature flags of an unknown alias')
      .withRequest(
        'GET',
        '/api/v1/user/feature-flags/',
        queryRequest(aliasHeaders, { alias_uuid: UNKNOWN_ALIAS }),
      )
      .willRespondWith(404, problem(404))
      .executeTest(async (server) => {
        useMockServer(server, SIGNED_IN);
        expect((await apiError(getFeatureFlags({ alias_uuid: UNKNOWN_ALIAS }))).status).toBe(404);
      });
  });

  it('tagAlias: tags the push subscription with the selected alias', async () => {
    await pact
      .addInteraction()
      .given(STATE.hanaSignedIn)
      .uponReceiving('a push tag for the selected alias')
      .withRequest('POST', '/api/v1/user/tag-alias/', request(aliasHeaders))
      .willRespondWith(204)
      .executeTest(async (server) => {
        useMockServer(server, SIGNED_IN);
        await expect(tagAlias()).resolves.toBeUndefined();
      });
  });

  it('getAiConversationRedirect: where the AI chat starts', async () => {
    await pact
      .addInteraction()
      .given(STATE.hanaSignedInWithAiConversation)
      .uponReceiving('a request for the AI conversation address')
      .withRequest('GET', '/api/v1/user/ai-conversation/redirect/', request(aliasHeaders))
      .willRespondWith(
        200,
        json({
          redirect_url: regex(/^https?:\/\/\S+$/, 'https://ai-chat.eigo.example/start?code=abc'),
        }),
      )
      .executeTest(async (server) => {
        useMockServer(server, SIGNED_IN);
        expect((await getAiConversationRedirect()).redirect_url).toMatch(/^https:/);
      });
  });

  it('getCourseHistory: the alias’s progress on each exercise of a course', async () => {
    const exerciseUuid = uuid(EXAMPLE.exerciseUuid);
    await pact
      .addInteraction()
      .given(STATE.hanaPlayedPartOfCourse)
      .uponReceiving('a request for the history of a course played in part')
      .withRequest(
        'GET',
        statePath('/api/v1/user/history/courses/${courseUuid}/'),
        request(aliasHeaders),
      )
      .willRespondWith(
        200,
        json(
          arrayContaining(
            { exerciseUuid, bestTrophy: integer(2), finished: true, lastPlayedAt: dateTime() },
            { exerciseUuid, bestTrophy: null, finished: false, lastPlayedAt: null },
          ),
        ),
      )
      .executeTest(async (server) => {
        useMockServer(server, SIGNED_IN);
        const history = await getCourseHistory(EXAMPLE.courseUuid);
        expect(history.map((entry) => entry.finished)).toEqual([true, false]);
      });
  });
});
