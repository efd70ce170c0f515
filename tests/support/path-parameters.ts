import {
  getCourse,
  listRecommendedCourses,
} from '../../src/api/generated/endpoints/courses/courses';
import { listAssignments } from '../../src/api/generated/endpoints/assignments/assignments';
import { listAliases } from '../../src/api/generated/endpoints/user/user';
import { conductLiveSession } from '../../src/api/generated/endpoints/mock/mock';
import { now } from '../../mock-server/runtime/clock';
import { actAs } from './mock-backend';

type Node = { uuid?: string; nodeType?: number; exerciseType?: number; contents?: Node[] };

function firstExercise(nodes: Node[] | undefined): Node | undefined {
  for (const node of nodes ?? []) {
    if (node.exerciseType && node.uuid && !node.contents?.length) return node;
    const inner = firstExercise(node.contents);
    if (inner) return inner;
  }
  return undefined;
}

/**
 * Real path parameters for hana's Sakura alias, found through the API as a client would, so that
 * requests reach body parsing rather than stopping at a 404. Call after signIn(); sends its token and the alias from then on.
 */
export async function discoverPathParameters(
  token: string,
): Promise<Record<string, string | number>> {
  const aliases = await listAliases();
  const alias = aliases.find((a) => a.orgName.startsWith('Sakura')) ?? aliases[0]!;
  actAs({ token, aliasUuid: alias.uuid });
  const params: Record<string, string | number> = { aliasUuid: alias.uuid };
  const courses = await listRecommendedCourses();
  const course = courses[0];
  if (course) {
    params.courseUuid = course.uuid;
    const details = (await getCourse(course.uuid)) as unknown as { contents?: Node[] };
    const exercise = firstExercise(details.contents);
    if (exercise?.uuid) {
      params.exerciseUuid = exercise.uuid;
      params.exerciseType = exercise.exerciseType!;
    }
  }
  const assignments = await listAssignments();
  if (assignments[0]) params.assignmentId = assignments[0].id;
  const start = now();
  const session = await conductLiveSession({
    groupName: '2-A',
    startsAt: new Date(start.getTime() - 60_000).toISOString(),
    endsAt: new Date(start.getTime() + 3_600_000).toISOString(),
  });
  params.sessionId = session.id;
  params.recordingId = 'property-test-recording';
  params.limitedModeId = 1;
  return params;
}
