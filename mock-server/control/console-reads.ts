import { http } from 'msw';
import type { MockDirectory } from '../../src/api/generated/model/mockDirectory';
import type { SentResetLink } from '../../src/api/generated/model/sentResetLink';
import {
  ListMockActivityQueryParams,
  ListOrganisationCourseTreesParams,
} from '../../src/api/generated/zod/mock/mock.zod';
import { currentSettings, publishedBuildHash } from '../db/app-settings';
import { authLinks } from '../db/auth-links';
import { courses } from '../db/courses';
import { flagsFor, KNOWN_FEATURE_FLAGS } from '../db/feature-flags';
import { aliases, groups, organisations, users } from '../db/identity';
import { sentResetLinks } from '../db/sent-reset-links';
import { listActivity } from '../runtime/activity';
import { json } from '../runtime/bodies';
import { isClockFixed, now } from '../runtime/clock';
import { languageOf } from '../runtime/language';
import { parseParams, parseQuery } from '../runtime/parse';
import { notFound } from '../runtime/problem';
import { api, controlRoute } from '../runtime/route';
import { localiseCourse } from '../rules/course-localisation';
import { ORG_COURSES } from '../seed/content-catalogue';
import { USER } from '../seed/demo-identities';

// The mock-only reads behind the console (/__console/): the switches, the directory of
// organisations, groups and accounts, an organisation's course trees, the activity log and the
// reset links sent. Control operations like the others: only when control is on.

/** The pinned demo accounts (demo-world.md, Accounts) come first, in their order; classmates after. */
const PINNED: readonly string[] = Object.values(USER).map((user) => user.email);
const pinnedFirst = (email: string) => {
  const at = PINNED.indexOf(email);
  return at < 0 ? PINNED.length : at;
};

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name);

function directory(): MockDirectory {
  const organisationList = [...organisations.all()].sort(byName).map((organisation) => ({
    hash: organisation.hash,
    name: organisation.name,
    kind: organisation.kind,
    groups: groups
      .filter((group) => group.orgHash === organisation.hash)
      .sort(byName)
      .map((group) => ({
        id: group.id,
        name: group.name,
        learners: aliases
          .filter((alias) => alias.groupIds.includes(group.id))
          .flatMap((alias) => {
            const user = users.get(alias.userUuid);
            return user
              ? [
                  {
                    aliasUuid: alias.uuid,
                    userUuid: user.uuid,
                    email: user.email,
                    userName: user.userName,
                  },
                ]
              : [];
          })
          .sort((a, b) => a.userName.localeCompare(b.userName)),
      })),
  }));
  const userList = [...users.all()]
    .sort((a, b) => pinnedFirst(a.email) - pinnedFirst(b.email) || a.email.localeCompare(b.email))
    .map((user) => ({
      uuid: user.uuid,
      email: user.email,
      userName: user.userName,
      userType: user.userType,
      aliases: aliases
        .filter((alias) => alias.userUuid === user.uuid)
        .map((alias) => ({
          uuid: alias.uuid,
          orgHash: alias.orgHash,
          orgName: organisations.get(alias.orgHash)?.name ?? alias.orgHash,
          name: alias.name,
          featureFlags: flagsFor(user.uuid, alias.uuid),
        })),
    }));
  return {
    organisations: organisationList,
    users: userList,
    knownFeatureFlags: [...KNOWN_FEATURE_FLAGS],
  };
}

/** What a sent reset link can still do: its record says whether it was used or voided. */
function resetLinkStatus(jti: string, expiresAt: string): SentResetLink['status'] {
  const link = authLinks.get(jti);
  if (!link) return 'void';
  if (link.usedAt !== null) return 'used';
  return Date.parse(expiresAt) <= now().getTime() ? 'expired' : 'valid';
}

export const consoleReadHandlers = [
  http.get(
    api('/__mock/state'),
    controlRoute(() => {
      const settings = currentSettings();
      return json({
        clock: { now: now().toISOString(), fixed: isClockFixed() },
        maintenance: { active: settings.maintenanceActive, message: settings.maintenanceMessage },
        build: {
          commitHash: publishedBuildHash(),
          published: settings.publishedBuildHash !== null,
        },
      });
    }),
  ),

  http.get(
    api('/__mock/directory'),
    controlRoute(() => json(directory())),
  ),

  http.get(
    api('/__mock/organisations/:orgHash/courses'),
    controlRoute(({ request, params }) => {
      const { orgHash } = parseParams(ListOrganisationCourseTreesParams, params);
      if (!organisations.has(orgHash)) throw notFound('Organisation');
      const lang = languageOf(request);
      const trees = (ORG_COURSES[orgHash] ?? []).flatMap((uuid) => {
        const course = courses.get(uuid);
        return course ? [localiseCourse(course, lang)] : [];
      });
      return json(trees);
    }),
  ),

  http.get(
    api('/__mock/activity'),
    controlRoute(({ request }) => {
      const query = parseQuery(ListMockActivityQueryParams, request);
      return json(listActivity(query));
    }),
  ),

  http.get(
    api('/__mock/reset-links'),
    controlRoute(() => {
      const links = [...sentResetLinks.all()]
        .sort((a, b) => b.sentAt.localeCompare(a.sentAt) || b.id - a.id)
        .map((link) => {
          const user = users.get(link.userUuid);
          return {
            id: link.id,
            email: user?.email ?? '',
            userName: user?.userName ?? '',
            url: link.url,
            sentAt: link.sentAt,
            expiresAt: link.expiresAt,
            status: resetLinkStatus(link.jti, link.expiresAt),
          };
        });
      return json(links);
    }),
  ),
];
