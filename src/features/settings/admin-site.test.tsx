import { describe, expect, it } from 'vitest';
import { offersAdminSite } from './admin-site';

// Issue 37, item 10: 「管理者サイトを開く」 was shown to a pupil.
describe('offersAdminSite', () => {
  it.each([
    ['a pupil (organisation member, no flag)', { userType: 'org_member' }, {}, false],
    ['a pupil with other flags on', { userType: 'org_member' }, { llm_conversation: true }, false],
    ['a pupil whose flag is off', { userType: 'org_member' }, { admin_site: false }, false],
    [
      'a teacher or administrator (flag on)',
      { userType: 'org_member' },
      { admin_site: true },
      true,
    ],
    [
      'an individual user, even with the flag',
      { userType: 'individual' },
      { admin_site: true },
      false,
    ],
    ['no profile yet', null, { admin_site: true }, false],
  ] as const)('%s', (_name, profile, flags, expected) => {
    expect(offersAdminSite(profile, flags)).toBe(expected);
  });
});
