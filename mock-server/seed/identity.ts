import { aliases, groups, organisations, users } from '../db/identity';
import { ALIAS, GROUP, ORG, USER } from './demo-identities';
import { CLASSMATES } from './roster';

// The organisations, groups and accounts of ../shared/spec/demo-world.md: the pinned accounts and
// the classmates of the class rosters (roster.ts).

export async function seedIdentity(): Promise<void> {
  for (const org of Object.values(ORG)) await organisations.insert({ ...org });
  for (const group of Object.values(GROUP)) await groups.insert({ ...group });

  const member = {
    tmpPassword: null,
    userType: 'org_member',
    useOnlyHttp: false,
    accent: 0,
    speed: 100,
  } as const;
  await users.insert({ ...member, ...USER.hana, userName: 'Hana Sato' });
  await users.insert({ ...member, ...USER.ken, userName: 'Ken Tanaka' });
  await users.insert({ ...member, ...USER.taro, userName: 'Taro Yamada', accent: 1, speed: 90 });
  await users.insert({ ...member, ...USER.solo, userName: 'Solo Learner', userType: 'individual' });
  await users.insert({ ...member, ...USER.new, password: null, userName: 'Nana Suzuki' });

  const alias = (
    uuid: string,
    userUuid: string,
    org: { hash: string; name: string },
    groupIds: number[],
    name: string,
  ) => aliases.insert({ uuid, userUuid, orgHash: org.hash, groupIds, name });
  await alias(ALIAS.hanaSakura, USER.hana.uuid, ORG.sakura, [GROUP.sakura2A.id], 'Hana Sato (2-A)');
  await alias(
    ALIAS.hanaMidori,
    USER.hana.uuid,
    ORG.midori,
    [GROUP.midoriToeic600.id],
    'Hana Sato (TOEIC 600)',
  );
  await alias(ALIAS.kenSakura, USER.ken.uuid, ORG.sakura, [GROUP.sakura2B.id], 'Ken Tanaka (2-B)');
  await alias(
    ALIAS.taroKaisha,
    USER.taro.uuid,
    ORG.kaisha,
    [GROUP.kaishaNewHires.id],
    'Taro Yamada',
  );
  // Invited, not yet in a class: 2-A's roster is exactly the pinned 30.
  await alias(ALIAS.newSakura, USER.new.uuid, ORG.sakura, [], 'Nana Suzuki');

  for (const classmate of CLASSMATES) {
    const { email, password, userName, userUuid } = classmate;
    await users.insert({ ...member, uuid: userUuid, email, password, userName });
    await aliases.insert({
      uuid: classmate.aliasUuid,
      userUuid,
      orgHash: classmate.orgHash,
      groupIds: [classmate.groupId],
      name: classmate.aliasName,
    });
  }
}
