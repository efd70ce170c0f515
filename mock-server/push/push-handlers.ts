import { http, HttpResponse, type HttpHandler } from 'msw';
import { SendMockPushBody } from '../../src/api/generated/zod/mock/mock.zod';
import { PutPushSubscriptionBody } from '../../src/api/generated/zod/push/push.zod';
import { pushSubscriptions } from '../db/push-subscriptions';
import { authenticate, authenticateAlias } from '../runtime/auth-context';
import { json } from '../runtime/bodies';
import { now } from '../runtime/clock';
import { parseJsonBody } from '../runtime/parse';
import { badRequest, notFound } from '../runtime/problem';
import { api, controlRoute, route } from '../runtime/route';
import { base64UrlToBytes } from '../rules/base64url';
import { announceNow, startPushClock } from './triggers';
import { dropSubscription } from './subscriptions';
import { currentVapidKeys } from './vapid-keys';

// The `push` tag (getPushPublicKey, putPushSubscription, deletePushSubscription) and the
// mock-only sendMockPush. Storing a subscription never waits for a push service.

/** The key bytes must be what RFC 8291 needs, or every push to it would fail later. */
function assertSubscriptionKeys(keys: { p256dh: string; auth: string }): void {
  const point = base64UrlToBytes(keys.p256dh.replace(/=+$/, ''));
  const secret = base64UrlToBytes(keys.auth.replace(/=+$/, ''));
  const errors: Record<string, string[]> = {};
  if (!point || point.length !== 65 || point[0] !== 4)
    errors['keys.p256dh'] = ['Not an uncompressed P-256 public key'];
  if (!secret || secret.length !== 16) errors['keys.auth'] = ['Not a 16-byte secret'];
  if (Object.keys(errors).length > 0) throw badRequest(errors);
}

export const pushHandlers: HttpHandler[] = [
  http.get(
    api('/push/vapid-public-key/'),
    route(async ({ request }) => {
      authenticate(request);
      const { publicKey } = await currentVapidKeys();
      return json({ publicKey });
    }),
  ),

  http.put(
    api('/push/subscription/'),
    route(async ({ request }) => {
      const { user, alias } = authenticateAlias(request);
      const body = await parseJsonBody(request, PutPushSubscriptionBody);
      const { tags } = body;
      // The tags address pushes: they must be this user's, this alias's and its organisation's.
      const wrong: Record<string, string[]> = {};
      if (tags.userUuid !== user.uuid) wrong['tags.userUuid'] = ['Not the signed-in user'];
      if (tags.aliasUuid !== alias.uuid) wrong['tags.aliasUuid'] = ['Not the X-Alias-Uuid alias'];
      if (tags.orgHash !== alias.orgHash) wrong['tags.orgHash'] = ["Not the alias's organisation"];
      if (Object.keys(wrong).length > 0) throw badRequest(wrong);
      assertSubscriptionKeys(body.keys);
      await pushSubscriptions.insert({
        userUuid: user.uuid,
        aliasUuid: alias.uuid,
        orgHash: alias.orgHash,
        language: tags.language,
        endpoint: body.endpoint,
        expirationTime: body.expirationTime ?? null,
        p256dh: body.keys.p256dh,
        auth: body.keys.auth,
        subscribedAt: now().toISOString(),
      });
      startPushClock();
      return new HttpResponse(null, { status: 204 });
    }),
  ),

  http.delete(
    api('/push/subscription/'),
    route(async ({ request }) => {
      const { user, alias } = authenticateAlias(request);
      await dropSubscription(user.uuid, alias.uuid);
      return new HttpResponse(null, { status: 204 });
    }),
  ),
];

export const pushControlHandlers: HttpHandler[] = [
  http.post(
    api('/__mock/push'),
    controlRoute(async ({ request }) => {
      const body = await parseJsonBody(request, SendMockPushBody);
      const live = body.kind === 'live-started';
      const id = live ? body.sessionId : body.assignmentId;
      if (id === undefined || (live ? body.assignmentId : body.sessionId) !== undefined) {
        throw badRequest({
          [live ? 'sessionId' : 'assignmentId']: [
            live ? 'A class start needs sessionId alone' : 'An assignment needs assignmentId alone',
          ],
        });
      }
      const result = await announceNow(body.kind, id);
      if (!result) throw notFound(live ? 'Live session' : 'Assignment');
      return json(result);
    }),
  ),
];
