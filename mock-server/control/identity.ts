import { http, HttpResponse } from 'msw';
import { json } from '../runtime/bodies';
import { IssueInvitationBody, SetFeatureFlagBody } from '../../src/api/generated/zod/mock/mock.zod';
import { issueLink } from '../db/auth-links';
import { setFeatureFlag } from '../db/feature-flags';
import { aliases, organisations, userByEmail } from '../db/identity';
import { recordActivity } from '../runtime/activity';
import { notFound } from '../runtime/problem';
import { parseJsonBody } from '../runtime/parse';
import { api, controlRoute } from '../runtime/route';

// Mock-only control operations for identity: feature flags and invitation links.
export const identityControlHandlers = [
  http.post(
    api('/__mock/feature-flags'),
    controlRoute(async ({ request }) => {
      const body = await parseJsonBody(request, SetFeatureFlagBody);
      const user = userByEmail(body.userEmail);
      if (!user) throw notFound('User');
      const alias = aliases.get(body.aliasUuid);
      if (!alias || alias.userUuid !== user.uuid) throw notFound('Alias');
      await setFeatureFlag(user.uuid, alias.uuid, body.name, body.value);
      recordActivity('featureFlagSet', user.uuid, {
        flagName: body.name,
        value: body.value,
        orgName: organisations.get(alias.orgHash)?.name ?? alias.orgHash,
      });
      return new HttpResponse(null, { status: 204 });
    }),
  ),
  http.post(
    api('/__mock/invitations'),
    controlRoute(async ({ request }) => {
      const body = await parseJsonBody(request, IssueInvitationBody);
      const user = userByEmail(body.email);
      if (!user) throw notFound('User');
      const { token, url } = await issueLink('invitation', user.uuid, { expired: body.expired });
      recordActivity('invitationIssued', user.uuid);
      return json({ token, url }, { status: 201 });
    }),
  ),
];
