import { describe, expect, it } from 'vitest';
import {
  bookmarkCourse,
  getCourse,
  listBookmarkedCourses,
  listOrganisationCourses,
  listRecommendedCourses,
  unbookmarkCourse,
} from '../../src/api/generated/endpoints/courses/courses';
import { setMockClock } from '../../src/api/generated/endpoints/mock/mock';
import { bookmarks } from '../../mock-server/db/bookmarks';
import { CATEGORY, COURSE, EXERCISE } from '../../mock-server/seed/content-catalogue';
import { ALIAS, USER } from '../../mock-server/seed/demo-identities';
import { apiError } from '../support/api-error';
import { signInHana, signInKen } from '../support/demo-sign-in';
import { TEST_NOW, actAs, signIn, useMockBackend } from '../support/mock-backend';

const uuids = (list: { uuid: string }[]) => list.map((course) => course.uuid);

describe('courses', () => {
  useMockBackend();

  describe('listBookmarkedCourses', () => {
    it("lists hana's bookmarks of each alias, most recent first, as summaries", async () => {
      await signInHana();
      const sakura = await listBookmarkedCourses();
      expect(uuids(sakura)).toEqual([COURSE.everydayConversation, COURSE.travelEnglish]);
      expect(sakura[0]).toEqual({
        uuid: COURSE.everydayConversation,
        title: 'Everyday Conversation',
        subtitle: '毎日の英会話：自己紹介と学校生活',
        image: expect.any(String),
        cefrj: 3,
        categories: [{ uuid: CATEGORY.conversation, name: '会話' }],
      });
      await signInHana(ALIAS.hanaMidori);
      expect(uuids(await listBookmarkedCourses())).toEqual([COURSE.toeic600]);
    });

    it('names categories and gives the subtitle in the language asked for', async () => {
      await signInHana(ALIAS.hanaSakura, 'en');
      const [course] = await listBookmarkedCourses();
      expect(course!.categories).toEqual([{ uuid: CATEGORY.conversation, name: 'Conversation' }]);
      expect(course!.subtitle).toBe('Meeting people, talking about yourself and school life');
    });

    it('is empty for ken', async () => {
      await signInKen();
      expect(await listBookmarkedCourses()).toEqual([]);
    });
  });

  describe('listOrganisationCourses', () => {
    it("lists the courses of the alias's groups with the group name, then organisation-wide ones", async () => {
      await signInHana();
      const list = await listOrganisationCourses();
      expect(list.map((c) => [c.uuid, c.groupName])).toEqual([
        [COURSE.juniorHighGrammar, '2-A'],
        [COURSE.everydayConversation, '2-A'],
        [COURSE.eikenPre2, undefined],
      ]);
      await signInKen();
      expect((await listOrganisationCourses()).map((c) => [c.uuid, c.groupName])).toEqual([
        [COURSE.juniorHighGrammar, '2-B'],
        [COURSE.firstSteps, '2-B'],
        [COURSE.eikenPre2, undefined],
      ]);
      await signIn(USER.taro.email, USER.taro.password, ALIAS.taroKaisha);
      expect((await listOrganisationCourses()).map((c) => c.groupName)).toEqual([
        'New Hires 2026',
        'New Hires 2026',
        undefined,
      ]);
    });
  });

  describe('listRecommendedCourses', () => {
    it.each([
      [
        'hana at Sakura',
        USER.hana,
        ALIAS.hanaSakura,
        [COURSE.travelEnglish, COURSE.eikenPre2, COURSE.firstSteps],
      ],
      [
        'hana at Midori',
        USER.hana,
        ALIAS.hanaMidori,
        [COURSE.discussionOpinion, COURSE.everydayConversation],
      ],
      ['ken', USER.ken, ALIAS.kenSakura, [COURSE.firstSteps, COURSE.everydayConversation]],
      [
        'taro',
        USER.taro,
        ALIAS.taroKaisha,
        [COURSE.discussionOpinion, COURSE.travelEnglish, COURSE.everydayConversation],
      ],
    ])('recommends courses to %s', async (_who, user, aliasUuid, expected) => {
      await signIn(user.email, user.password, aliasUuid);
      expect(uuids(await listRecommendedCourses())).toEqual(expected);
    });
  });

  describe('getCourse', () => {
    it('gives the whole chapter → section → exercise tree', async () => {
      await signInHana(ALIAS.hanaSakura, 'en');
      const course = await getCourse(COURSE.everydayConversation);
      expect(course).toMatchObject({
        uuid: COURSE.everydayConversation,
        title: 'Everyday Conversation',
        cefrj: 3,
      });
      expect(course.categories).toEqual([{ uuid: CATEGORY.conversation, name: 'Conversation' }]);
      expect(course.contents.length).toBeGreaterThanOrEqual(1);
      const exercises = course.contents.flatMap((chapter) => {
        expect(chapter.nodeType).toBe(2);
        return chapter.contents.flatMap((section) => {
          expect(section.nodeType).toBe(3);
          return section.contents;
        });
      });
      expect(exercises.every((exercise) => exercise.nodeType === 11)).toBe(true);
      expect(exercises.map((exercise) => exercise.uuid)).toContain(EXERCISE.greetingsChat);
    });

    it.each([
      ["another organisation's course", COURSE.businessMeetingsEmail],
      ['an unknown course', '0b7c1f9e-5d0a-4f4b-9a53-1e2f3a4b5c6d'],
    ])('answers 404 for %s', async (_label, courseUuid) => {
      await signInHana(ALIAS.hanaSakura, 'en');
      const error = await apiError(getCourse(courseUuid));
      expect(error.status).toBe(404);
      expect(error.problem.detail).toBe('Course was not found');
    });

    it('sees the courses of the selected alias only', async () => {
      await signInHana(ALIAS.hanaMidori);
      expect((await getCourse(COURSE.everydayConversation)).uuid).toBe(COURSE.everydayConversation);
      expect((await apiError(getCourse(COURSE.travelEnglish))).status).toBe(404);
    });

    it('refuses a malformed uuid with a 400 problem', async () => {
      await signInHana();
      const error = await apiError(getCourse('not-a-uuid'));
      expect(error.status).toBe(400);
      expect(error.firstError('courseUuid')).toBeTruthy();
    });
  });

  describe('bookmarkCourse and unbookmarkCourse', () => {
    it('bookmark idempotently: a second PUT keeps the first time and the list order', async () => {
      await signInHana();
      await bookmarkCourse(COURSE.firstSteps);
      const first = bookmarks.all().find((b) => b.courseUuid === COURSE.firstSteps)!;
      expect(first.bookmarkedAt).toBe(TEST_NOW);
      await setMockClock({ now: '2026-11-23T00:00:00.000Z' });
      await bookmarkCourse(COURSE.everydayConversation);
      await bookmarkCourse(COURSE.firstSteps);
      expect(bookmarks.all().find((b) => b.courseUuid === COURSE.firstSteps)!.bookmarkedAt).toBe(
        TEST_NOW,
      );
      expect(uuids(await listBookmarkedCourses())).toEqual([
        COURSE.firstSteps,
        COURSE.everydayConversation,
        COURSE.travelEnglish,
      ]);
    });

    it('unbookmark idempotently: 204 also when there is no bookmark', async () => {
      await signInHana();
      await unbookmarkCourse(COURSE.travelEnglish);
      await unbookmarkCourse(COURSE.travelEnglish);
      expect(uuids(await listBookmarkedCourses())).toEqual([COURSE.everydayConversation]);
    });

    it("keeps each alias's bookmarks apart", async () => {
      await signInHana(ALIAS.hanaMidori);
      await bookmarkCourse(COURSE.everydayConversation);
      await signInHana();
      await unbookmarkCourse(COURSE.everydayConversation);
      await signInHana(ALIAS.hanaMidori);
      expect(uuids(await listBookmarkedCourses())).toEqual([
        COURSE.everydayConversation,
        COURSE.toeic600,
      ]);
    });

    it.each([
      ['bookmarkCourse', bookmarkCourse],
      ['unbookmarkCourse', unbookmarkCourse],
    ])(
      "%s answers 404 for another organisation's course and 400 for a bad uuid, changing nothing",
      async (_name, call) => {
        await signInHana();
        const before = bookmarks.all().map((b) => ({ ...b }));
        expect((await apiError(call(COURSE.businessMeetingsEmail))).status).toBe(404);
        const bad = await apiError(call('12345'));
        expect(bad.status).toBe(400);
        expect(bad.firstError('courseUuid')).toBeTruthy();
        expect(bookmarks.all()).toEqual(before);
      },
    );
  });

  describe('access', () => {
    it.each([
      ['listBookmarkedCourses', () => listBookmarkedCourses()],
      ['listOrganisationCourses', () => listOrganisationCourses()],
      ['listRecommendedCourses', () => listRecommendedCourses()],
      ['getCourse', () => getCourse(COURSE.everydayConversation)],
      ['bookmarkCourse', () => bookmarkCourse(COURSE.everydayConversation)],
      ['unbookmarkCourse', () => unbookmarkCourse(COURSE.everydayConversation)],
    ])('%s needs a token (401), an alias (400) of the user (403)', async (_name, call) => {
      const before = bookmarks.all().length;
      actAs({});
      expect((await apiError(call())).status).toBe(401);
      await signIn(USER.hana.email, USER.hana.password);
      expect((await apiError(call())).status).toBe(400);
      await signIn(USER.hana.email, USER.hana.password, ALIAS.taroKaisha);
      expect((await apiError(call())).status).toBe(403);
      expect(bookmarks.all()).toHaveLength(before);
    });
  });
});
