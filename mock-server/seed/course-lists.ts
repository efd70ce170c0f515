import { bookmarks } from '../db/bookmarks';
import { groupCourses, recommendations } from '../db/course-lists';
import { COURSE, orgCanSeeCourse } from './content-catalogue';
import { ALIAS, GROUP, ORG } from './demo-identities';

// Group courses for every group (and one organisation-wide course per organisation), recommended
// courses for every alias and hana's bookmarks in both of her aliases. Only courses the
// organisation can see (ORG_COURSES).

/** Courses set to a group, or with groupId null to every member of the organisation, in order. */
const SET_COURSES: { orgHash: string; groupId: number | null; courses: string[] }[] = [
  {
    orgHash: ORG.sakura.hash,
    groupId: GROUP.sakura2A.id,
    courses: [COURSE.juniorHighGrammar, COURSE.everydayConversation],
  },
  {
    orgHash: ORG.sakura.hash,
    groupId: GROUP.sakura2B.id,
    courses: [COURSE.juniorHighGrammar, COURSE.firstSteps],
  },
  { orgHash: ORG.sakura.hash, groupId: null, courses: [COURSE.eikenPre2] },
  {
    orgHash: ORG.midori.hash,
    groupId: GROUP.midoriToeic600.id,
    courses: [COURSE.toeic600, COURSE.discussionOpinion],
  },
  { orgHash: ORG.midori.hash, groupId: null, courses: [COURSE.eikenPre2] },
  {
    orgHash: ORG.kaisha.hash,
    groupId: GROUP.kaishaNewHires.id,
    courses: [COURSE.businessMeetingsEmail, COURSE.toeic600],
  },
  { orgHash: ORG.kaisha.hash, groupId: null, courses: [COURSE.travelEnglish] },
];

const RECOMMENDED: { aliasUuid: string; orgHash: string; courses: string[] }[] = [
  {
    aliasUuid: ALIAS.hanaSakura,
    orgHash: ORG.sakura.hash,
    courses: [COURSE.travelEnglish, COURSE.eikenPre2, COURSE.firstSteps],
  },
  {
    aliasUuid: ALIAS.hanaMidori,
    orgHash: ORG.midori.hash,
    courses: [COURSE.discussionOpinion, COURSE.everydayConversation],
  },
  {
    aliasUuid: ALIAS.kenSakura,
    orgHash: ORG.sakura.hash,
    courses: [COURSE.firstSteps, COURSE.everydayConversation],
  },
  {
    aliasUuid: ALIAS.taroKaisha,
    orgHash: ORG.kaisha.hash,
    courses: [COURSE.discussionOpinion, COURSE.travelEnglish, COURSE.everydayConversation],
  },
  {
    aliasUuid: ALIAS.newSakura,
    orgHash: ORG.sakura.hash,
    courses: [COURSE.firstSteps, COURSE.everydayConversation],
  },
];

/** hana's bookmarks, oldest first, with how many days ago she made them. */
const BOOKMARKED: { aliasUuid: string; orgHash: string; courseUuid: string; daysAgo: number }[] = [
  {
    aliasUuid: ALIAS.hanaSakura,
    orgHash: ORG.sakura.hash,
    courseUuid: COURSE.travelEnglish,
    daysAgo: 40,
  },
  {
    aliasUuid: ALIAS.hanaSakura,
    orgHash: ORG.sakura.hash,
    courseUuid: COURSE.everydayConversation,
    daysAgo: 12,
  },
  {
    aliasUuid: ALIAS.hanaMidori,
    orgHash: ORG.midori.hash,
    courseUuid: COURSE.toeic600,
    daysAgo: 20,
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

function assertVisible(orgHash: string, courseUuid: string): void {
  if (!orgCanSeeCourse(orgHash, courseUuid))
    throw new Error(`seed: ${orgHash} cannot see ${courseUuid}`);
}

export async function seedCourseLists(now: Date): Promise<void> {
  for (const { orgHash, groupId, courses } of SET_COURSES) {
    for (const [position, courseUuid] of courses.entries()) {
      assertVisible(orgHash, courseUuid);
      await groupCourses.insert({ orgHash, groupId, courseUuid, position });
    }
  }
  for (const { aliasUuid, orgHash, courses } of RECOMMENDED) {
    for (const [position, courseUuid] of courses.entries()) {
      assertVisible(orgHash, courseUuid);
      await recommendations.insert({ aliasUuid, courseUuid, position });
    }
  }
  const clock = now.getTime();
  for (const { aliasUuid, orgHash, courseUuid, daysAgo } of BOOKMARKED) {
    assertVisible(orgHash, courseUuid);
    await bookmarks.insert({
      aliasUuid,
      courseUuid,
      bookmarkedAt: new Date(clock - daysAgo * DAY_MS).toISOString(),
    });
  }
}
