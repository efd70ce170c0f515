import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  deletePushSubscription,
  getPushPublicKey,
  putPushSubscription,
} from '../../src/api/generated/endpoints/push/push';
import { STATE } from '../../mock-server/seed/provider-state-names';
import { createConsumerPact, useMockServer } from './support/consumer-pact';
import { aliasHeaders, fromState, json, request, SIGNED_IN } from './support/requests';

const { regex } = MatchersV3;

const pact = createConsumerPact('push');

/** A browser's subscription (`PushSubscription.toJSON()`): a real P-256 key and auth secret. */
const SUBSCRIPTION = {
  endpoint: 'https://push.example/send/pact-subscription-1',
  expirationTime: null,
  keys: {
    p256dh:
      'BCSFwlavFDsXCYe4RGYFs5EnNWGuRdcNiny_8GBnS1ZK6k0bMuTTh23cLNjfdLlg9xzSCuqzVoOZGIO427c5yOg',
    auth: 'drJjwYBWEBzLXtDbqdbigQ',
  },
};

describe('push', () => {
  it('getPushPublicKey: the key to subscribe the browser with', async () => {
    await pact
      .addInteraction()
      .given(STATE.hanaSignedIn)
      .uponReceiving('a request for the push public key')
      .withRequest('GET', '/api/v1/push/vapid-public-key/', request(aliasHeaders))
      .willRespondWith(
        200,
        json({
          publicKey: regex(
            /^[A-Za-z0-9_-]{87}$/,
            'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
          ),
        }),
      )
      .executeTest(async (server) => {
        useMockServer(server, SIGNED_IN);
        const { publicKey } = await getPushPublicKey();
        expect(publicKey).toHaveLength(87);
      });
  });

  it('putPushSubscription: keeps the subscription with its tags', async () => {
    await pact
      .addInteraction()
      .given(STATE.hanaSignedInForPush)
      .uponReceiving('a push subscription with its tags')
      .withRequest(
        'PUT',
        '/api/v1/push/subscription/',
        request(aliasHeaders, {
          ...SUBSCRIPTION,
          tags: {
            userUuid: fromState('userUuid'),
            aliasUuid: fromState('aliasUuid'),
            orgHash: fromState('orgHash'),
            language: 'ja',
          },
        }),
      )
      .willRespondWith(204)
      .executeTest(async (server) => {
        useMockServer(server, SIGNED_IN);
        await expect(
          putPushSubscription({
            ...SUBSCRIPTION,
            tags: {
              userUuid: 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f',
              aliasUuid: SIGNED_IN.aliasUuid,
              orgHash: 'example-org',
              language: 'ja',
            },
          }),
        ).resolves.toBeUndefined();
      });
  });

  it('deletePushSubscription: this browser receives no more pushes', async () => {
    await pact
      .addInteraction()
      .given(STATE.hanaSignedIn)
      .uponReceiving('a removal of the push subscription')
      .withRequest('DELETE', '/api/v1/push/subscription/', request(aliasHeaders))
      .willRespondWith(204)
      .executeTest(async (server) => {
        useMockServer(server, SIGNED_IN);
        await expect(deletePushSubscription()).resolves.toBeUndefined();
      });
  });
});
