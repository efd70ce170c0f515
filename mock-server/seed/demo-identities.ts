import { uuidFrom } from '../runtime/ids';

// The pinned accounts of ../shared/spec/demo-world.md, with stable ids every seed refers to.

export const ORG = {
  sakura: { hash: 'org-sakura-jhs', name: 'Sakura Junior High School', kind: 'school' },
  midori: { hash: 'org-midori-cram', name: 'Midori Cram School', kind: 'cram_school' },
  kaisha: { hash: 'org-kaisha-trading', name: 'Kaisha Trading Co.', kind: 'company' },
} as const;

/** The password every learner of an organisation's classes has (demo-world.md, Classes). */
export const ORG_PASSWORD: Record<string, string> = {
  [ORG.sakura.hash]: 'sakura2026',
  [ORG.midori.hash]: 'midori2026',
  [ORG.kaisha.hash]: 'kaisha2026',
};

export const GROUP = {
  sakura2A: { id: 201, name: '2-A', orgHash: ORG.sakura.hash },
  sakura2B: { id: 202, name: '2-B', orgHash: ORG.sakura.hash },
  midoriToeic600: { id: 301, name: 'TOEIC 600 Class', orgHash: ORG.midori.hash },
  kaishaNewHires: { id: 401, name: 'New Hires 2026', orgHash: ORG.kaisha.hash },
} as const;

export const USER = {
  hana: { uuid: uuidFrom('user:hana'), email: 'hana@sakura.example', password: 'sakura2026' },
  ken: { uuid: uuidFrom('user:ken'), email: 'ken@sakura.example', password: 'sakura2026' },
  taro: { uuid: uuidFrom('user:taro'), email: 'taro@kaisha.example', password: 'kaisha2026' },
  solo: { uuid: uuidFrom('user:solo'), email: 'solo@example.com', password: 'solo2026' },
  new: { uuid: uuidFrom('user:new'), email: 'new@sakura.example', tmpPassword: 'temp2026x' },
} as const;

export const ALIAS = {
  hanaSakura: uuidFrom('alias:hana:sakura'),
  hanaMidori: uuidFrom('alias:hana:midori'),
  kenSakura: uuidFrom('alias:ken:sakura'),
  taroKaisha: uuidFrom('alias:taro:kaisha'),
  newSakura: uuidFrom('alias:new:sakura'),
} as const;

/** The SSO token that signs in as hana; any other token is invalid. */
export const SSO_DEMO_TOKEN = 'sso-demo-hana';
