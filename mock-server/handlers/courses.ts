import { http, HttpResponse, type HttpHandler } from 'msw';
import { json } from '../runtime/bodies';
import {
  BookmarkCourseParams,
  GetCourseParams,
  UnbookmarkCourseParams,
} from '../../src/api/generated/zod/courses/courses.zod';
import { bookmarkKey, bookmarks, bookmarksOf } from '../db/bookmarks';
import { groupCourses, recommendations } from '../db/course-lists';
import { authenticateAlias } from '../runtime/auth-context';
import { now } from '../runtime/clock';
import { localiseCourse } from '../rules/course-localisation';
import { requireVisibleCourse, toCourseSummary, visibleCourse } from '../rules/visible-courses';
import { withLock } from '../runtime/locks';
import { parseParams } from '../runtime/parse';
import { api, route } from '../runtime/route';

const noContent = () => new HttpResponse(null, { status: 204 });

// Lists drop courses the organisation can no longer see, so a list never links to a 404.
export const coursesHandlers: HttpHandler[] = [
  http.get(
    api('/courses/bookmarked/'),
    route(({ request }) => {
      const ctx = authenticateAlias(request);
      const list = bookmarksOf(ctx.alias.uuid).flatMap((bookmark) => {
        const course = visibleCourse(ctx.organisation.hash, bookmark.courseUuid);
        return course ? [toCourseSummary(course, ctx.lang)] : [];
      });
      return json(list);
    }),
  ),
  http.get(
    api('/courses/organisation/'),
    route(({ request }) => {
      const ctx = authenticateAlias(request);
      const setTo = (groupId: number | null) =>
        groupCourses
          .filter((g) => g.orgHash === ctx.organisation.hash && g.groupId === groupId)
          .sort((a, b) => a.position - b.position)
          .flatMap((g) => {
            const course = visibleCourse(ctx.organisation.hash, g.courseUuid);
            return course ? [toCourseSummary(course, ctx.lang)] : [];
          });
      const list = [
        ...ctx.groups.flatMap((group) =>
          setTo(group.id).map((course) => ({ ...course, groupName: group.name })),
        ),
        ...setTo(null),
      ];
      return json(list);
    }),
  ),
  http.get(
    api('/courses/recommended/'),
    route(({ request }) => {
      const ctx = authenticateAlias(request);
      const list = recommendations
        .filter((r) => r.aliasUuid === ctx.alias.uuid)
        .sort((a, b) => a.position - b.position)
        .flatMap((r) => {
          const course = visibleCourse(ctx.organisation.hash, r.courseUuid);
          return course ? [toCourseSummary(course, ctx.lang)] : [];
        });
      return json(list);
    }),
  ),
  http.get(
    api('/courses/:courseUuid/'),
    route(({ request, params }) => {
      const ctx = authenticateAlias(request);
      const { courseUuid } = parseParams(GetCourseParams, params);
      const course = requireVisibleCourse(ctx.organisation.hash, courseUuid);
      return json(localiseCourse(course, ctx.lang));
    }),
  ),
  http.put(
    api('/courses/:courseUuid/bookmarked/'),
    route(async ({ request, params }) => {
      const ctx = authenticateAlias(request);
      const { courseUuid } = parseParams(BookmarkCourseParams, params);
      requireVisibleCourse(ctx.organisation.hash, courseUuid);
      const key = bookmarkKey(ctx.alias.uuid, courseUuid);
      await withLock(`bookmark:${key}`, async () => {
        if (bookmarks.has(key)) return;
        await bookmarks.insert({
          aliasUuid: ctx.alias.uuid,
          courseUuid,
          bookmarkedAt: now().toISOString(),
        });
      });
      return noContent();
    }),
  ),
  http.delete(
    api('/courses/:courseUuid/bookmarked/'),
    route(async ({ request, params }) => {
      const ctx = authenticateAlias(request);
      const { courseUuid } = parseParams(UnbookmarkCourseParams, params);
      requireVisibleCourse(ctx.organisation.hash, courseUuid);
      await bookmarks.remove(bookmarkKey(ctx.alias.uuid, courseUuid));
      return noContent();
    }),
  ),
];
