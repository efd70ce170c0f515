import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  bookmarkCourse,
  getCourse,
  listBookmarkedCourses,
  listOrganisationCourses,
  listRecommendedCourses,
  unbookmarkCourse,
} from '../../src/api/generated/endpoints/courses/courses';
import { STATE } from '../../mock-server/seed/provider-state-names';
import { createConsumerPact, useMockServer } from './support/consumer-pact';
import {
  aliasHeaders,
  apiError,
  EXAMPLE,
  json,
  problem,
  request,
  SIGNED_IN,
  statePath,
  unknownTokenHeaders,
  UNKNOWN_TOKEN,
} from './support/requests';

const { arrayContaining, eachLike, integer, string, uuid } = MatchersV3;

const pact = createConsumerPact('courses');

const courseSummary = {
  uuid: uuid(EXAMPLE.courseUuid),
  title: string('Everyday Conversation'),
  // Optional in the contract; the client shows it and searches it (the seeded courses all have one).
  subtitle: string('毎日の英会話：自己紹介と学校生活'),
  image: string('/content/images/courses/everyday-conversation.svg'),
  cefrj: integer(3),
  categories: eachLike({
    uuid: uuid('1b2c3d4e-5f60-4718-9a2b-3c4d5e6f7a8b'),
    name: string('会話'),
  }),
};

const course = {
  ...courseSummary,
  contents: eachLike({
    nodeType: 2,
    uuid: uuid('2c3d4e5f-6071-4829-8b3c-4d5e6f7a8b9c'),
    title: string('Meeting People'),
    contents: eachLike({
      nodeType: 3,
      uuid: uuid('3d4e5f60-7182-493a-9c4d-5e6f7a8b9c0d'),
      title: string('Greetings'),
      contents: eachLike({
        nodeType: 11,
        uuid: uuid('4e5f6071-8293-4a4b-8d5e-6f7a8b9c0d1e'),
        title: string('Nice to Meet You'),
        exerciseType: integer(1),
      }),
    }),
  }),
};

describe('courses', () => {
  it('listBookmarkedCourses: the alias’s bookmarks', async () => {
    await pact
      .addInteraction()
      .given(STATE.hanaBookmarkedCourse)
      .uponReceiving('a request for the bookmarked courses')
      .withRequest('GET', '/api/v1/courses/bookmarked/', request(aliasHeaders))
      .willRespondWith(200, json(eachLike(courseSummary)))
      .executeTest(async (server) => {
        useMockServer(server, SIGNED_IN);
        expect((await listBookmarkedCourses())[0]?.uuid).toBe(EXAMPLE.courseUuid);
      });
  });

  it('listBookmarkedCourses: 401 with a token that was never issued', async () => {
    await pact
      .addInteraction()
      .given(STATE.nobodySignedIn)
      .uponReceiving('a request for the bookmarked courses with an unknown token')
      .withRequest(
        'GET',
        '/api/v1/courses/bookmarked/',
        request({ ...unknownTokenHeaders, 'X-Alias-Uuid': EXAMPLE.aliasUuid }),
      )
      .willRespondWith(401, problem(401))
      .executeTest(async (server) => {
        useMockServer(server, { token: UNKNOWN_TOKEN, aliasUuid: EXAMPLE.aliasUuid });
        expect((await apiError(listBookmarkedCourses())).status).toBe(401);
      });
  });

  it('listOrganisationCourses: group courses (with groupName) and organisation-wide ones', async () => {
    await pact
      .addInteraction()
      .given(STATE.hanaSignedIn)
      .uponReceiving('a request for the organisation’s courses')
      .withRequest('GET', '/api/v1/courses/organisation/', request(aliasHeaders))
      .willRespondWith(
        200,
        json(arrayContaining({ ...courseSummary, groupName: string('2-A') }, courseSummary)),
      )
      .executeTest(async (server) => {
        useMockServer(server, SIGNED_IN);
        const list = await listOrganisationCourses();
        expect(list.map((c) => c.groupName)).toEqual(['2-A', undefined]);
      });
  });

  it('listRecommendedCourses: courses recommended to the alias', async () => {
    await pact
      .addInteraction()
      .given(STATE.hanaSignedIn)
      .uponReceiving('a request for the recommended courses')
      .withRequest('GET', '/api/v1/courses/recommended/', request(aliasHeaders))
      .willRespondWith(200, json(eachLike(courseSummary)))
      .executeTest(async (server) => {
        useMockServer(server, SIGNED_IN);
        expect((await listRecommendedCourses()).length).toBe(1);
      });
  });

  it('getCourse: a course with its chapter, section and exercise tree', async () => {
    await pact
      .addInteraction()
      .given(STATE.hanaCanSeeUnbookmarkedCourse)
      .uponReceiving('a request for a course the alias can see')
      .withRequest('GET', statePath('/api/v1/courses/${courseUuid}/'), request(aliasHeaders))
      .willRespondWith(200, json(course))
      .executeTest(async (server) => {
        useMockServer(server, SIGNED_IN);
        const answer = await getCourse(EXAMPLE.courseUuid);
        expect(answer.contents[0]?.contents[0]?.contents[0]?.nodeType).toBe(11);
      });
  });

  it('getCourse: 404 for a course of another organisation', async () => {
    await pact
      .addInteraction()
      .given(STATE.otherOrganisationResources)
      .uponReceiving('a request for a course of another organisation')
      .withRequest('GET', statePath('/api/v1/courses/${courseUuid}/'), request(aliasHeaders))
      .willRespondWith(404, problem(404))
      .executeTest(async (server) => {
        useMockServer(server, SIGNED_IN);
        expect((await apiError(getCourse(EXAMPLE.courseUuid))).status).toBe(404);
      });
  });

  it('bookmarkCourse: bookmarks a course', async () => {
    await pact
      .addInteraction()
      .given(STATE.hanaCanSeeUnbookmarkedCourse)
      .uponReceiving('a bookmark of a course')
      .withRequest(
        'PUT',
        statePath('/api/v1/courses/${courseUuid}/bookmarked/'),
        request(aliasHeaders),
      )
      .willRespondWith(204)
      .executeTest(async (server) => {
        useMockServer(server, SIGNED_IN);
        await expect(bookmarkCourse(EXAMPLE.courseUuid)).resolves.toBeUndefined();
      });
  });

  it('unbookmarkCourse: removes a bookmark', async () => {
    await pact
      .addInteraction()
      .given(STATE.hanaBookmarkedCourse)
      .uponReceiving('a removal of a bookmark')
      .withRequest(
        'DELETE',
        statePath('/api/v1/courses/${courseUuid}/bookmarked/'),
        request(aliasHeaders),
      )
      .willRespondWith(204)
      .executeTest(async (server) => {
        useMockServer(server, SIGNED_IN);
        await expect(unbookmarkCourse(EXAMPLE.courseUuid)).resolves.toBeUndefined();
      });
  });
});
