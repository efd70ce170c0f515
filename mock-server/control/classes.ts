import { http, type HttpHandler } from 'msw';
import type { MockClass } from '../../src/api/generated/model/mockClass';
import { AddMockClassBody } from '../../src/api/generated/zod/mock/mock.zod';
import { aliases, groups, organisations, userByEmail, users } from '../db/identity';
import { json } from '../runtime/bodies';
import { nextId, uuidFrom } from '../runtime/ids';
import { withLock } from '../runtime/locks';
import { parseJsonBody } from '../runtime/parse';
import { badRequest, notFound, ProblemError } from '../runtime/problem';
import { api, controlRoute } from '../runtime/route';
import { ORG_PASSWORD } from '../seed/demo-identities';

// addMockClass (mock-only): a group of generated learners in an organisation, for the load
// benchmark (`npm run bench:class`) and large demos. Learner n of group "Load A" in organisation
// <hash> is `load-a-00n@load.<hash>.example`, with the organisation's demo password and one alias
// in the organisation and the new group; no history. The records go in as one batch: every
// insert is queued at once rather than one after the other.

/** Learner `n` (1-based) of a group: their e-mail address and name. */
function mockLearner(orgHash: string, groupName: string, n: number) {
  const number = String(n).padStart(3, '0');
  const local = `${groupName.toLowerCase().replace(/\s+/g, '-')}-${number}`;
  return {
    email: `${local}@load.${orgHash.toLowerCase()}.example`,
    userName: `${groupName} learner ${number}`,
  };
}

export const classesControlHandlers: HttpHandler[] = [
  http.post(
    api('/__mock/classes'),
    controlRoute(async ({ request }) => {
      const body = await parseJsonBody(request, AddMockClassBody);
      const groupName = body.groupName.trim();
      if (groupName === '') throw badRequest({ groupName: ['The group name is blank'] });
      const organisation = organisations.get(body.orgHash);
      const password = ORG_PASSWORD[body.orgHash];
      if (!organisation || password === undefined) throw notFound('Organisation');
      const created = await withLock(`mockClass:${organisation.hash}`, async () => {
        const taken = groups.find((g) => g.orgHash === organisation.hash && g.name === groupName);
        // Names that differ only in case or spacing would give the same e-mail addresses.
        if (taken || userByEmail(mockLearner(organisation.hash, groupName, 1).email)) {
          throw new ProblemError(409, {
            ja: `${organisation.name} にはすでに「${groupName}」というグループがあります`,
            en: `${organisation.name} already has a group named ${groupName}`,
          });
        }
        const group = await groups.insert({
          id: nextId(),
          name: groupName,
          orgHash: organisation.hash,
        });
        const learners = Array.from({ length: body.learners }, (_, i) => {
          const { email, userName } = mockLearner(organisation.hash, groupName, i + 1);
          const ids = {
            userUuid: uuidFrom(`user:${email}`),
            aliasUuid: uuidFrom(`alias:${email}`),
          };
          return { email, userName, ...ids };
        });
        await Promise.all(
          learners.flatMap(({ email, userName, userUuid, aliasUuid }) => [
            users.insert({
              uuid: userUuid,
              email,
              password,
              tmpPassword: null,
              userType: 'org_member',
              userName,
              useOnlyHttp: false,
              accent: 0,
              speed: 100,
            }),
            aliases.insert({
              uuid: aliasUuid,
              userUuid,
              orgHash: organisation.hash,
              name: `${userName} (${groupName})`,
              groupIds: [group.id],
            }),
          ]),
        );
        return { group, learners };
      });
      const answer: MockClass = {
        group: created.group,
        learners: created.learners.map(({ email, aliasUuid }) => ({ email, password, aliasUuid })),
      };
      return json(answer, { status: 201 });
    }),
  ),
];
