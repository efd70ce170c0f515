import { describe, expect, it } from 'vitest';
import { setFeatureFlag } from '../../src/api/generated/endpoints/mock/mock';
import {
  getAiConversationRedirect,
  getFeatureFlags,
  getProfile,
  listAliases,
  listGroups,
  tagAlias,
  updateProfile,
} from '../../src/api/generated/endpoints/user/user';
import type { UserProfileUpdate } from '../../src/api/generated/model';
import { users } from '../../mock-server/db/identity';
import { pushTags } from '../../mock-server/db/push-tags';
import { ALIAS, GROUP, USER } from '../../mock-server/seed/demo-identities';
import { PROBLEM, apiError } from '../support/api-error';
import { signInHana } from '../support/demo-sign-in';
import { actAs, signIn, useMockBackend } from '../support/mock-backend';

describe('user', () => {
  useMockBackend();

  describe('listAliases', () => {
    it("lists the user's aliases with their organisations, with the token only", async () => {
      await signIn(USER.hana.email, USER.hana.password);
      const aliases = await listAliases();
      expect(aliases).toEqual(
        expect.arrayContaining([
          {
            uuid: ALIAS.hanaSakura,
            name: 'Hana Sato (2-A)',
            orgName: 'Sakura Junior High School',
            orgHash: 'org-sakura-jhs',
          },
          {
            uuid: ALIAS.hanaMidori,
            name: 'Hana Sato (TOEIC 600)',
            orgName: 'Midori Cram School',
            orgHash: 'org-midori-cram',
          },
        ]),
      );
      expect(aliases).toHaveLength(2);
    });

    it('answers 401 without a token or with an unknown one', async () => {
      expect((await apiError(listAliases())).status).toBe(401);
      actAs({ token: 'forged' });
      expect((await apiError(listAliases())).status).toBe(401);
    });
  });

  describe('listGroups', () => {
    it.each([
      [ALIAS.hanaSakura, [{ id: GROUP.sakura2A.id, name: '2-A' }]],
      [ALIAS.hanaMidori, [{ id: GROUP.midoriToeic600.id, name: 'TOEIC 600 Class' }]],
    ])('lists the groups of the selected alias %s', async (aliasUuid, groups) => {
      await signInHana(aliasUuid);
      expect(await listGroups()).toEqual(groups);
    });

    it("answers 403 for another user's alias, 400 without an alias and 401 without a token", async () => {
      await signInHana(ALIAS.kenSakura);
      expect((await apiError(listGroups())).status).toBe(403);
      await signIn(USER.hana.email, USER.hana.password);
      const missing = await apiError(listGroups());
      expect(missing.status).toBe(400);
      expect(missing.firstError('X-Alias-Uuid')).toBeDefined();
      actAs({ aliasUuid: ALIAS.hanaSakura });
      expect((await apiError(listGroups())).status).toBe(401);
    });
  });

  describe('getProfile', () => {
    it('describes the user through the selected alias', async () => {
      await signInHana(ALIAS.hanaMidori);
      expect(await getProfile()).toEqual({
        userUuid: USER.hana.uuid,
        userType: 'org_member',
        userName: 'Hana Sato',
        email: USER.hana.email,
        orgName: 'Midori Cram School',
        org: { hash: 'org-midori-cram' },
        useOnlyHttp: false,
        audio: { accent: 0, speed: 100 },
      });
    });

    it("shows taro's British accent at 90 %", async () => {
      await signIn(USER.taro.email, USER.taro.password, ALIAS.taroKaisha);
      expect(await getProfile()).toMatchObject({
        orgName: 'Kaisha Trading Co.',
        audio: { accent: 1, speed: 90 },
      });
    });

    it('answers 401 without a token', async () => {
      actAs({ aliasUuid: ALIAS.hanaSakura });
      expect((await apiError(getProfile())).status).toBe(401);
    });
  });

  describe('updateProfile', () => {
    it('changes only the given settings, for every alias of the user', async () => {
      await signInHana();
      const updated = await updateProfile({ speed: 75 });
      expect(updated.audio).toEqual({ accent: 0, speed: 75 });
      expect((await updateProfile({ accent: 1, useOnlyHttp: true })).audio).toEqual({
        accent: 1,
        speed: 75,
      });
      await signInHana(ALIAS.hanaMidori);
      expect(await getProfile()).toMatchObject({
        useOnlyHttp: true,
        audio: { accent: 1, speed: 75 },
      });
    });

    it.each([
      ['an unknown speed', { speed: 80 }, 'speed'],
      ['an unknown accent', { accent: 7 }, 'accent'],
      ['a non-boolean connection method', { useOnlyHttp: 'yes' }, 'useOnlyHttp'],
    ])('answers 400 for %s and changes nothing', async (_label, body, field) => {
      await signInHana(ALIAS.hanaSakura, 'en');
      const before = structuredClone(users.get(USER.hana.uuid));
      const error = await apiError(updateProfile(body as unknown as UserProfileUpdate));
      expect(error.status).toBe(400);
      expect(error.problem.type).toBe(`${PROBLEM}/validation`);
      expect(error.firstError(field)).toBeDefined();
      expect(users.get(USER.hana.uuid)).toEqual(before);
    });

    it('refuses unknown fields', async () => {
      await signInHana();
      const error = await apiError(
        updateProfile({ speed: 75, userName: 'Someone' } as unknown as UserProfileUpdate),
      );
      expect(error.status).toBe(400);
      expect(users.get(USER.hana.uuid)?.speed).toBe(100);
    });

    it('answers 401 without a token', async () => {
      actAs({ aliasUuid: ALIAS.hanaSakura });
      expect((await apiError(updateProfile({ speed: 75 }))).status).toBe(401);
    });
  });

  describe('feature flags', () => {
    it('lists every known flag, on for taro, off for hana', async () => {
      await signIn(USER.taro.email, USER.taro.password, ALIAS.taroKaisha);
      expect(await getFeatureFlags({ alias_uuid: ALIAS.taroKaisha })).toEqual({
        flags: { llm_conversation: true, admin_site: false },
      });
      await signInHana();
      expect(await getFeatureFlags({ alias_uuid: ALIAS.hanaSakura })).toEqual({
        flags: { llm_conversation: false, admin_site: false },
      });
    });

    it('setFeatureFlag turns a flag on for one alias only', async () => {
      await setFeatureFlag({
        userEmail: USER.hana.email,
        aliasUuid: ALIAS.hanaMidori,
        name: 'llm_conversation',
        value: true,
      });
      await signInHana(ALIAS.hanaMidori);
      expect((await getFeatureFlags({ alias_uuid: ALIAS.hanaMidori })).flags.llm_conversation).toBe(
        true,
      );
      expect((await getFeatureFlags({ alias_uuid: ALIAS.hanaSakura })).flags.llm_conversation).toBe(
        false,
      );
    });

    it('setFeatureFlag answers 404 for an unknown user or an alias that is not theirs', async () => {
      const unknownUser = {
        userEmail: 'nobody@sakura.example',
        aliasUuid: ALIAS.hanaSakura,
        name: 'x',
        value: true,
      };
      expect((await apiError(setFeatureFlag(unknownUser))).status).toBe(404);
      const foreignAlias = {
        userEmail: USER.hana.email,
        aliasUuid: ALIAS.taroKaisha,
        name: 'x',
        value: true,
      };
      expect((await apiError(setFeatureFlag(foreignAlias))).status).toBe(404);
    });

    it("answers 404 for another user's alias, 400 for a malformed one, 401 without a token", async () => {
      await signInHana();
      expect((await apiError(getFeatureFlags({ alias_uuid: ALIAS.taroKaisha }))).status).toBe(404);
      const malformed = await apiError(getFeatureFlags({ alias_uuid: 'not-a-uuid' }));
      expect(malformed.status).toBe(400);
      expect(malformed.firstError('alias_uuid')).toBeDefined();
      actAs({});
      expect((await apiError(getFeatureFlags({ alias_uuid: ALIAS.hanaSakura }))).status).toBe(401);
    });
  });

  describe('tagAlias', () => {
    it('records the selected alias as the push tag, the latest one replacing the previous', async () => {
      await signInHana();
      await tagAlias();
      expect(pushTags.get(USER.hana.uuid)).toMatchObject({
        aliasUuid: ALIAS.hanaSakura,
        orgHash: 'org-sakura-jhs',
      });
      await signInHana(ALIAS.hanaMidori);
      await tagAlias();
      expect(pushTags.get(USER.hana.uuid)).toMatchObject({
        aliasUuid: ALIAS.hanaMidori,
        orgHash: 'org-midori-cram',
      });
      expect(pushTags.size).toBe(1);
    });

    it("answers 401 without a token and 403 for another user's alias, recording nothing", async () => {
      actAs({ aliasUuid: ALIAS.hanaSakura });
      expect((await apiError(tagAlias())).status).toBe(401);
      await signInHana(ALIAS.taroKaisha);
      expect((await apiError(tagAlias())).status).toBe(403);
      expect(pushTags.size).toBe(0);
    });
  });

  describe('getAiConversationRedirect', () => {
    it('sends taro to the AI chat with a fresh one-time code each time', async () => {
      await signIn(USER.taro.email, USER.taro.password, ALIAS.taroKaisha, 'en');
      const first = new URL((await getAiConversationRedirect()).redirect_url);
      const second = new URL((await getAiConversationRedirect()).redirect_url);
      expect(first.origin + first.pathname).toBe('https://ai-chat.eigo.example/start');
      expect(first.searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(first.searchParams.get('lang')).toBe('en');
      expect(second.searchParams.get('code')).not.toBe(first.searchParams.get('code'));
    });

    it.each([
      ['ja', 'AIチャットはこのアカウントでは利用できません'],
      ['en', 'AI chat is not available for this alias'],
    ] as const)(
      'answers 403 feature-disabled while the flag is off (%s)',
      async (language, text) => {
        await signInHana(ALIAS.hanaSakura, language);
        const error = await apiError(getAiConversationRedirect());
        expect(error.status).toBe(403);
        expect(error.problem.type).toBe(`${PROBLEM}/feature-disabled`);
        expect(error.problem.detail).toBe(text);
      },
    );

    it('answers 401 without a token', async () => {
      actAs({ aliasUuid: ALIAS.taroKaisha });
      expect((await apiError(getAiConversationRedirect())).status).toBe(401);
    });
  });
});
