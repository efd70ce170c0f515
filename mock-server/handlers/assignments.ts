import { http, type HttpHandler } from 'msw';
import { json } from '../runtime/bodies';
import { GetAssignmentParams } from '../../src/api/generated/zod/assignments/assignments.zod';
import { compareAssignments, isActiveAssignment } from '../../src/lib/rules/assignment-status';
import { assignmentsOfAlias, findAssignmentOfAlias } from '../db/assignments';
import { authenticateAlias, type AliasContext } from '../runtime/auth-context';
import { now } from '../runtime/clock';
import { parseParams } from '../runtime/parse';
import { notFound } from '../runtime/problem';
import { api, route } from '../runtime/route';
import { toAssignment, toAssignmentDetails } from '../rules/assignment-view';

/** Every assignment of the alias's groups as it sees them at `at`, in the order of spec 4.1. */
const allOf = (ctx: AliasContext, at: Date) =>
  assignmentsOfAlias(ctx.alias)
    .map((record) => toAssignment(record, ctx.alias.uuid, at))
    .sort(compareAssignments);

/** The home dashboard's ones (isActiveAssignment: statuses 1, 2, 4 and recently submitted). */
const activeOf = (ctx: AliasContext, at: Date) =>
  allOf(ctx, at).filter((assignment) => isActiveAssignment(assignment, at));

export const assignmentsHandlers: HttpHandler[] = [
  http.get(
    api('/assignments/active/'),
    route(({ request }) => json(activeOf(authenticateAlias(request), now()))),
  ),
  http.get(
    api('/assignments/mine/'),
    route(({ request }) => {
      const ctx = authenticateAlias(request);
      return json({
        activeAssignments: activeOf(ctx, now()),
        historicalTotal: assignmentsOfAlias(ctx.alias).length,
      });
    }),
  ),
  http.get(
    api('/assignments/'),
    route(({ request }) => json(allOf(authenticateAlias(request), now()))),
  ),
  http.get(
    api('/assignments/:assignmentId/'),
    route(({ request, params }) => {
      const ctx = authenticateAlias(request);
      const { assignmentId } = parseParams(GetAssignmentParams, params);
      const record = findAssignmentOfAlias(ctx.alias, assignmentId);
      if (!record) throw notFound('Assignment');
      return json(toAssignmentDetails(record, ctx.alias.uuid, now()));
    }),
  ),
];
