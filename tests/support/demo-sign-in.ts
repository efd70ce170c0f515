import { ALIAS, USER } from '../../mock-server/seed/demo-identities';
import { signIn } from './mock-backend';

// Signing in as the demo world's learners (../shared/spec/demo-world.md), as most tests begin.

type Language = 'ja' | 'en';

/** hana, acting for her Sakura alias unless another is given. */
export const signInHana = (aliasUuid: string = ALIAS.hanaSakura, language: Language = 'ja') =>
  signIn(USER.hana.email, USER.hana.password, aliasUuid, language);

/** ken, acting for his Sakura alias. */
export const signInKen = (language: Language = 'ja') =>
  signIn(USER.ken.email, USER.ken.password, ALIAS.kenSakura, language);
