import { http, type HttpHandler } from 'msw';
import { json } from '../runtime/bodies';
import { GetCourseHistoryParams } from '../../src/api/generated/zod/user/user.zod';
import { runsOfAlias } from '../db/exercise-logs';
import { authenticateAlias } from '../runtime/auth-context';
import { parseParams } from '../runtime/parse';
import { api, route } from '../runtime/route';
import { NOT_PLAYED, progressByExercise } from '../rules/exercise-progress';
import { requireVisibleCourse } from '../rules/visible-courses';

// getCourseHistory (tag user): the alias's progress on every exercise of a course, in the course's
// order, from all its runs of the course's exercises (in and out of assignments).
export const courseHistoryHandlers: HttpHandler[] = [
  http.get(
    api('/user/history/courses/:courseUuid/'),
    route(({ request, params }) => {
      const ctx = authenticateAlias(request);
      const { courseUuid } = parseParams(GetCourseHistoryParams, params);
      const course = requireVisibleCourse(ctx.organisation.hash, courseUuid);
      const progress = progressByExercise(
        runsOfAlias(ctx.alias.uuid).filter((log) => log.courseUuid === courseUuid),
      );
      const history = course.contents.flatMap((chapter) =>
        chapter.contents.flatMap((section) =>
          section.contents.map((exercise) => ({
            exerciseUuid: exercise.uuid,
            ...(progress.get(exercise.uuid) ?? NOT_PLAYED),
          })),
        ),
      );
      return json(history);
    }),
  ),
];
