import { http, HttpResponse } from 'msw';
import { json } from '../runtime/bodies';
import type { z } from 'zod';
import {
  GetFeatureFlagsQueryParams,
  type GetProfileResponse,
  UpdateProfileBody,
} from '../../src/api/generated/zod/user/user.zod';
import { randomSecret } from '../db/auth-tokens';
import { flagsFor, isFlagOn } from '../db/feature-flags';
import {
  aliases,
  aliasesOf,
  organisations,
  users,
  type Organisation,
  type User,
} from '../db/identity';
import { pushTags } from '../db/push-tags';
import { authenticate, authenticateAlias } from '../runtime/auth-context';
import { now } from '../runtime/clock';
import { parseJsonBody, parseQuery } from '../runtime/parse';
import { ProblemError } from '../runtime/problem';
import { api, route } from '../runtime/route';
import { AUTH_MESSAGES } from '../rules/auth-messages';

// Handlers of the `user` tag (getCourseHistory is served by the history area).

/** Where getAiConversationRedirect sends the browser: the external AI chat service. */
const AI_CHAT_START_URL = 'https://ai-chat.eigo.example/start';

type Profile = z.output<typeof GetProfileResponse>;

function toProfile(user: User, organisation: Organisation): Profile {
  return {
    userUuid: user.uuid,
    userType: user.userType,
    userName: user.userName,
    email: user.email,
    orgName: organisation.name,
    org: { hash: organisation.hash },
    useOnlyHttp: user.useOnlyHttp,
    audio: { accent: user.accent, speed: user.speed as Profile['audio']['speed'] },
  };
}

export const userHandlers = [
  http.get(
    api('/user/aliases/'),
    route(({ request }) => {
      const { user } = authenticate(request);
      return json(
        aliasesOf(user.uuid).map((alias) => ({
          uuid: alias.uuid,
          name: alias.name,
          orgName: organisations.get(alias.orgHash)?.name ?? '',
          orgHash: alias.orgHash,
        })),
      );
    }),
  ),

  http.get(
    api('/user/groups/'),
    route(({ request }) => {
      const { groups } = authenticateAlias(request);
      return json(groups.map((group) => ({ id: group.id, name: group.name })));
    }),
  ),

  http.get(
    api('/user/profile/'),
    route(({ request }) => {
      const { user, organisation } = authenticateAlias(request);
      return json(toProfile(user, organisation));
    }),
  ),

  http.post(
    api('/user/profile/'),
    route(async ({ request }) => {
      const { user, organisation } = authenticateAlias(request);
      // Unknown fields are refused rather than ignored, so a typo never looks like a saved change.
      const change = await parseJsonBody(request, UpdateProfileBody.strict());
      const updated = await users.update(user.uuid, (draft) => {
        if (change.accent !== undefined) draft.accent = change.accent;
        if (change.speed !== undefined) draft.speed = change.speed;
        if (change.useOnlyHttp !== undefined) draft.useOnlyHttp = change.useOnlyHttp;
      });
      return json(toProfile(updated ?? user, organisation));
    }),
  ),

  http.get(
    api('/user/feature-flags/'),
    route(({ request }) => {
      // The alias comes from the query (the spec's alias_uuid), not from X-Alias-Uuid.
      const { user } = authenticate(request);
      const { alias_uuid } = parseQuery(GetFeatureFlagsQueryParams, request);
      const alias = aliases.get(alias_uuid);
      // Another user's alias is answered like an unknown one: 404, never its flags.
      if (!alias || alias.userUuid !== user.uuid)
        throw new ProblemError(404, AUTH_MESSAGES.aliasNotFound);
      return json({ flags: flagsFor(user.uuid, alias.uuid) });
    }),
  ),

  http.post(
    api('/user/tag-alias/'),
    route(async ({ request }) => {
      const { user, alias } = authenticateAlias(request);
      await pushTags.insert({
        userUuid: user.uuid,
        aliasUuid: alias.uuid,
        orgHash: alias.orgHash,
        taggedAt: now().toISOString(),
      });
      return new HttpResponse(null, { status: 204 });
    }),
  ),

  http.get(
    api('/user/ai-conversation/redirect/'),
    route(({ request }) => {
      const { user, alias, lang } = authenticateAlias(request);
      if (!isFlagOn(user.uuid, alias.uuid, 'llm_conversation')) {
        throw new ProblemError(403, AUTH_MESSAGES.aiConversationDisabled, {
          type: 'https://eigo.example/problems/feature-disabled',
        });
      }
      // A fresh single-use code each time: the AI chat service exchanges it for the learner.
      const url = new URL(AI_CHAT_START_URL);
      url.searchParams.set('code', randomSecret(24));
      url.searchParams.set('lang', lang);
      return json({ redirect_url: url.toString() });
    }),
  ),
];
