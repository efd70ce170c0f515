import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
  type ECDH,
} from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { http, passthrough } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logout } from '../../src/api/generated/endpoints/auth/auth';
import {
  conductLiveSession,
  sendMockPush,
  setMockClock,
} from '../../src/api/generated/endpoints/mock/mock';
import {
  deletePushSubscription,
  getPushPublicKey,
  putPushSubscription,
} from '../../src/api/generated/endpoints/push/push';
import type { PushSubscriptionBody } from '../../src/api/generated/model/pushSubscriptionBody';
import { assignments } from '../../mock-server/db/assignments';
import { pushSubscriptionKey, pushSubscriptions } from '../../mock-server/db/push-subscriptions';
import { mockServer } from '../../mock-server/node';
import { pushControlHandlers, pushHandlers } from '../../mock-server/push/push-handlers';
import { pushesSettled } from '../../mock-server/push/sender';
import { checkPushTriggers } from '../../mock-server/push/triggers';
import { setClock } from '../../mock-server/runtime/clock';
import { ASSIGNMENT } from '../../mock-server/seed/assignments';
import { ALIAS, ORG, USER } from '../../mock-server/seed/demo-identities';
import { PROBLEM, apiError } from '../support/api-error';
import { signInHana, signInKen } from '../support/demo-sign-in';
import { TEST_NOW, actAs, useMockBackend } from '../support/mock-backend';

// The mock backend as a Web Push application server (mock-server/push/): a push service on
// loopback receives what it sends and decrypts it as a browser would (RFC 8291 aes128gcm, done
// here by hand with node:crypto, not with the library that encrypted it), and checks the VAPID
// signature (RFC 8292) against the key the backend publishes.

const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

/** A browser's side of a subscription: its P-256 key pair and 16-byte authentication secret. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, keys: { p256dh: base64url(ecdh.getPublicKey()), auth: base64url(auth) } };
}

/** RFC 8291 §3 and RFC 8188: one aes128gcm record, decrypted with the browser's keys. */
function decryptPush(body: Buffer, ecdh: ECDH, auth: Buffer): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body[20]!;
  const serverKey = body.subarray(21, 21 + keyIdLength);
  const record = body.subarray(21 + keyIdLength);
  expect(keyIdLength).toBe(65);
  expect(record.length).toBeLessThanOrEqual(recordSize);
  const shared = ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, auth, keyInfo, 32));
  const cek = Buffer.from(
    hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
  );
  const nonce = Buffer.from(
    hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12),
  );
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(-16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()]);
  let end = padded.length - 1;
  while (end > 0 && padded[end] === 0) end--;
  expect(padded[end]).toBe(2); // the last record's delimiter
  return padded.subarray(0, end).toString('utf8');
}

/** RFC 8292: `vapid t=<JWT>, k=<public key>`, the JWT signed (ES256) by that key. */
function vapidClaims(authorization: string | undefined, publicKey: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID Authorization header: ${authorization}`);
  const [, jwt, k] = match;
  expect(k).toBe(publicKey);
  const [header, payload, signature] = jwt!.split('.') as [string, string, string];
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: base64url(point.subarray(1, 33)),
      y: base64url(point.subarray(33, 65)),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  expect(signed).toBe(true);
  expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toMatchObject({ alg: 'ES256' });
  return JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
    aud: string;
    exp: number;
    sub: string;
  };
}

type Received = { path: string; headers: IncomingHttpHeaders; body: Buffer };

/** A push service on loopback: records each message and answers `status` (after `delayMs`). */
async function startPushService() {
  const received: Received[] = [];
  const service = { status: 201, delayMs: 0 };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      setTimeout(() => response.writeHead(service.status).end(), service.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    service,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let pushService: Awaited<ReturnType<typeof startPushService>>;

describe('push notifications (Web Push with VAPID)', () => {
  useMockBackend();

  beforeEach(async () => {
    pushService = await startPushService();
    // The push operations, and the push service's requests let through to the real network.
    mockServer.use(
      ...pushHandlers,
      ...pushControlHandlers,
      http.all(`${pushService.origin}/*`, () => passthrough()),
    );
  });
  afterEach(async () => {
    await pushesSettled();
    await pushService.close();
  });

  /** hana's Sakura alias subscribes with a fresh browser key pair, ja or en. */
  async function subscribeHana(language: 'ja' | 'en' = 'ja', path = '/push/hana') {
    const browser = browserKeys();
    const body: PushSubscriptionBody = {
      endpoint: `${pushService.origin}${path}`,
      expirationTime: null,
      keys: browser.keys,
      tags: {
        userUuid: USER.hana.uuid,
        aliasUuid: ALIAS.hanaSakura,
        orgHash: ORG.sakura.hash,
        language,
      },
    };
    await putPushSubscription(body);
    return { ...browser, body };
  }

  const messagesTo = (path: string) => pushService.received.filter((r) => r.path === path);

  describe('getPushPublicKey', () => {
    it('publishes one P-256 key per store to signed-in users', async () => {
      await signInHana();
      const { publicKey } = await getPushPublicKey();
      expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
      expect(Buffer.from(publicKey, 'base64url')[0]).toBe(4);
      expect((await getPushPublicKey()).publicKey).toBe(publicKey);
      actAs({});
      expect((await apiError(getPushPublicKey())).status).toBe(401);
    });
  });

  describe('putPushSubscription and deletePushSubscription', () => {
    it('keeps one subscription per user and alias, with its tags, replaced on re-subscribe', async () => {
      await signInHana();
      await subscribeHana('en', '/push/first');
      await subscribeHana('ja', '/push/second');
      expect(pushSubscriptions.size).toBe(1);
      expect(
        pushSubscriptions.get(pushSubscriptionKey(USER.hana.uuid, ALIAS.hanaSakura)),
      ).toMatchObject({
        endpoint: `${pushService.origin}/push/second`,
        language: 'ja',
        orgHash: ORG.sakura.hash,
      });
      await deletePushSubscription();
      expect(pushSubscriptions.size).toBe(0);
    });

    it('refuses tags of another user or alias, keys that are not keys and a plain-http endpoint', async () => {
      await signInHana();
      const { body } = await subscribeHana();
      const refused = async (change: Partial<PushSubscriptionBody>) =>
        (await apiError(putPushSubscription({ ...body, ...change }))).problem;
      expect(await refused({ tags: { ...body.tags, userUuid: USER.ken.uuid } })).toMatchObject({
        status: 400,
        type: `${PROBLEM}/validation`,
        errors: { 'tags.userUuid': expect.any(Array) },
      });
      expect(await refused({ tags: { ...body.tags, aliasUuid: ALIAS.hanaMidori } })).toMatchObject({
        errors: { 'tags.aliasUuid': expect.any(Array) },
      });
      expect(await refused({ keys: { ...body.keys, auth: 'A'.repeat(32) } })).toMatchObject({
        status: 400,
      });
      // 65 bytes that are not an uncompressed point (its first byte is 0x04; a random first byte
      // was that one run in 256, and the call then passed: clone 57).
      const notUncompressed = Buffer.concat([Buffer.from([0x02]), randomBytes(64)]);
      expect(
        await refused({ keys: { ...body.keys, p256dh: base64url(notUncompressed) } }),
      ).toMatchObject({ errors: { 'keys.p256dh': expect.any(Array) } });
      expect(await refused({ endpoint: 'http://push.example/abc' })).toMatchObject({ status: 400 });
    });
  });

  describe('sending', () => {
    it('delivers an encrypted, VAPID-signed push when an assignment opens, once, in the tag language', async () => {
      await signInHana();
      const { publicKey } = await getPushPublicKey();
      const { ecdh, auth } = await subscribeHana('en');
      const opening = assignments.get(ASSIGNMENT.comingSoon)!;
      expect(Date.parse(opening.startDate)).toBeGreaterThan(Date.parse(TEST_NOW));

      setClock(new Date(Date.parse(opening.startDate) + 60_000).toISOString());
      await checkPushTriggers();
      await pushesSettled();

      const payloads = messagesTo('/push/hana').map((message) => {
        expect(message.headers['content-encoding']).toBe('aes128gcm');
        expect(Number(message.headers.ttl)).toBeGreaterThan(0);
        const claims = vapidClaims(message.headers.authorization, publicKey);
        expect(claims.aud).toBe(pushService.origin);
        expect(claims.sub).toMatch(/^(mailto:|https:)/);
        expect(claims.exp * 1000).toBeGreaterThan(Date.now());
        return JSON.parse(decryptPush(message.body, ecdh, auth)) as Record<string, unknown>;
      });
      const opened = payloads.filter((p) => p.kind === 'assignment-opened');
      expect(opened).toEqual([
        {
          kind: 'assignment-opened',
          lang: 'en',
          title: { ja: expect.any(String), en: 'A new assignment is open' },
          body: { ja: expect.stringContaining(opening.title), en: `Start "${opening.title}" now.` },
          url: `/assignment/details/${ASSIGNMENT.comingSoon}`,
          tag: `assignment-opened-${ASSIGNMENT.comingSoon}`,
        },
      ]);

      // Announced once: the next check sends nothing new.
      const count = pushService.received.length;
      await checkPushTriggers();
      await pushesSettled();
      expect(pushService.received).toHaveLength(count);
    });

    it('tells a new subscriber nothing of what opened before it subscribed', async () => {
      await signInHana();
      await subscribeHana();
      await checkPushTriggers();
      await pushesSettled();
      expect(pushService.received).toHaveLength(0);
    });

    it('a day before an assignment is due, pushes it to the learners who have not submitted it', async () => {
      await signInHana();
      const { ecdh, auth } = await subscribeHana();
      const opening = assignments.get(ASSIGNMENT.comingSoon)!;
      setClock(new Date(Date.parse(opening.dueDate) - 23 * 60 * 60_000).toISOString());
      await checkPushTriggers();
      await pushesSettled();
      const due = messagesTo('/push/hana')
        .map((m) => JSON.parse(decryptPush(m.body, ecdh, auth)) as { kind: string; url: string })
        .filter((p) => p.kind === 'assignment-due' && p.url.endsWith(`/${ASSIGNMENT.comingSoon}`));
      expect(due).toHaveLength(1);
    });

    it('pushes the lobby to the group when the console conducts a class, without waiting for it', async () => {
      await signInHana();
      const { ecdh, auth } = await subscribeHana();
      // A slow push service: the teacher's answer does not wait for it.
      pushService.service.delayMs = 1500;
      const started = Date.now();
      const now = Date.parse(TEST_NOW);
      await conductLiveSession({
        groupName: '2-A',
        startsAt: new Date(now - 60_000).toISOString(),
        endsAt: new Date(now + 3_600_000).toISOString(),
      });
      expect(Date.now() - started).toBeLessThan(1000);
      await vi.waitFor(() => expect(messagesTo('/push/hana')).toHaveLength(1), { timeout: 5000 });
      expect(JSON.parse(decryptPush(messagesTo('/push/hana')[0]!.body, ecdh, auth))).toMatchObject({
        kind: 'live-started',
        lang: 'ja',
        url: '/live/lobby',
        title: { ja: '授業が始まりました' },
      });
    });

    it('moving the console clock past an opening sends it, and the answer does not wait', async () => {
      await signInHana();
      await subscribeHana();
      pushService.service.delayMs = 1500;
      const opening = assignments.get(ASSIGNMENT.comingSoon)!;
      const started = Date.now();
      await setMockClock({ now: new Date(Date.parse(opening.startDate) + 1000).toISOString() });
      expect(Date.now() - started).toBeLessThan(1000);
      await vi.waitFor(() => expect(messagesTo('/push/hana').length).toBeGreaterThan(0), {
        timeout: 5000,
      });
    });

    it('a learner of another group hears nothing', async () => {
      await signInKen();
      const browser = browserKeys();
      await putPushSubscription({
        endpoint: `${pushService.origin}/push/ken`,
        expirationTime: null,
        keys: browser.keys,
        tags: {
          userUuid: USER.ken.uuid,
          aliasUuid: ALIAS.kenSakura,
          orgHash: ORG.sakura.hash,
          language: 'ja',
        },
      });
      // hana's Midori assignment is not ken's.
      const midori = assignments
        .all()
        .find(
          (a) =>
            a.id !== ASSIGNMENT.comingSoon &&
            a.groupId !== assignments.get(ASSIGNMENT.comingSoon)!.groupId,
        )!;
      expect(await sendMockPush({ kind: 'assignment-opened', assignmentId: midori.id })).toEqual({
        sent: 0,
        dropped: 0,
      });
    });
  });

  describe('ending subscriptions', () => {
    it('logout drops the user’s subscriptions: nothing is sent to them afterwards', async () => {
      await signInHana();
      await subscribeHana();
      expect(
        await sendMockPush({ kind: 'assignment-opened', assignmentId: ASSIGNMENT.comingSoon }),
      ).toEqual({ sent: 1, dropped: 0 });
      await logout();
      expect(pushSubscriptions.size).toBe(0);
      expect(
        await sendMockPush({ kind: 'assignment-opened', assignmentId: ASSIGNMENT.comingSoon }),
      ).toEqual({ sent: 0, dropped: 0 });
      expect(pushService.received).toHaveLength(1);
    });

    it('a 410 from the push service drops the subscription; a 500 keeps it', async () => {
      await signInHana();
      await subscribeHana();
      pushService.service.status = 500;
      expect(
        await sendMockPush({ kind: 'assignment-due', assignmentId: ASSIGNMENT.comingSoon }),
      ).toEqual({ sent: 0, dropped: 0 });
      expect(pushSubscriptions.size).toBe(1);
      pushService.service.status = 410;
      expect(
        await sendMockPush({ kind: 'assignment-due', assignmentId: ASSIGNMENT.comingSoon }),
      ).toEqual({ sent: 0, dropped: 1 });
      expect(pushSubscriptions.size).toBe(0);
    });

    it('sendMockPush answers 404 for an unknown assignment and 400 without its id', async () => {
      expect(
        (await apiError(sendMockPush({ kind: 'live-started', sessionId: 999_999 }))).status,
      ).toBe(404);
      expect((await apiError(sendMockPush({ kind: 'assignment-opened' }))).status).toBe(400);
    });
  });
});
