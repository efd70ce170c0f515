import { uuidFrom } from '../runtime/ids';
import { GROUP, ORG_PASSWORD, USER } from './demo-identities';
import { seededRandom, shuffled, type Random } from './history-sessions';

// The class rosters of ../shared/spec/demo-world.md ("Classes"): each group's learners beside
// the pinned accounts, with stable ids, a Japanese name (romanised, none twice in a class) and
// the organisation's password. Each classmate also has a pace, how far along the class's work
// the learner is (0 behind, 1 ahead), which their seeded history follows; the last few of each
// roster joined late and have nothing yet (pace null).

export type Classmate = {
  email: string;
  userUuid: string;
  aliasUuid: string;
  userName: string;
  aliasName: string;
  orgHash: string;
  groupId: number;
  password: string;
  /** 0 (behind) to 1 (ahead); null: nothing yet. */
  pace: number | null;
};

type ClassPlan = {
  group: (typeof GROUP)[keyof typeof GROUP];
  /** The pinned account of the class, its first learner. */
  member: { email: string; name: string };
  /** The classmates' e-mails, in roster order. */
  emails: string[];
  /** Names fixed by e-mail; the others are drawn. */
  fixed?: Record<string, string>;
  /** How many of the last classmates have nothing yet. */
  nothingYet: number;
  /** The alias's name in its organisation. */
  aliasName: (userName: string) => string;
};

const numbered = (prefix: string, from: number, to: number, domain: string) =>
  Array.from(
    { length: to - from + 1 },
    (_, i) => `${prefix}${String(from + i).padStart(2, '0')}@${domain}`,
  );

const CLASS_PLANS: ClassPlan[] = [
  {
    group: GROUP.sakura2A,
    member: { email: USER.hana.email, name: 'Hana Sato' },
    emails: ['yui@sakura.example', ...numbered('a2-', 3, 30, 'sakura.example')],
    fixed: { 'yui@sakura.example': 'Yui Kobayashi' },
    nothingYet: 3,
    aliasName: (name) => `${name} (2-A)`,
  },
  {
    group: GROUP.sakura2B,
    member: { email: USER.ken.email, name: 'Ken Tanaka' },
    emails: numbered('b2-', 2, 25, 'sakura.example'),
    nothingYet: 3,
    aliasName: (name) => `${name} (2-B)`,
  },
  {
    group: GROUP.midoriToeic600,
    member: { email: USER.hana.email, name: 'Hana Sato' },
    emails: numbered('m-', 2, 12, 'midori.example'),
    nothingYet: 2,
    aliasName: (name) => `${name} (TOEIC 600)`,
  },
  {
    group: GROUP.kaishaNewHires,
    member: { email: USER.taro.email, name: 'Taro Yamada' },
    emails: numbered('k-', 2, 10, 'kaisha.example'),
    nothingYet: 2,
    aliasName: (name) => name,
  },
];

// Romanised given and family names, common among Japanese children and young adults.
const GIVEN_NAMES = `
  Haruto Sota Yuto Riku Aoi Mei Rin Mio Koharu Himari Yuna Hinata Minato Ren Kaito Haruki
  Sora Yuki Kenta Daiki Shota Takumi Kota Naoki Akari Saki Misaki Ayaka Kana Rina Emi Mao
  Airi Honoka Asuka Ichika Tsubasa Yamato Hayato Shun Kazuki Yusuke Keita Tomoya Mana
  Chihiro Natsuki Riko Momoka Hiyori Yuzuki Itsuki Asahi
`
  .trim()
  .split(/\s+/);
const FAMILY_NAMES = `
  Takahashi Watanabe Ito Yamamoto Nakamura Kato Yoshida Sasaki Yamaguchi Matsumoto Inoue
  Kimura Hayashi Shimizu Yamazaki Mori Abe Ikeda Hashimoto Yamashita Ishikawa Nakajima Maeda
  Fujita Ogawa Goto Okada Hasegawa Murakami Kondo Ishii Saito Sakamoto Endo Aoki Fujii
  Nishimura Fukuda Ota Miura Okamoto Matsuda Nakagawa
`
  .trim()
  .split(/\s+/);

/** Paces spread evenly over 0.05-0.95 in a seeded order, then null for the late joiners. */
function pacesFor(plan: ClassPlan, random: Random): (number | null)[] {
  const started = plan.emails.length - plan.nothingYet;
  const paces = Array.from({ length: started }, (_, i) => 0.05 + (0.9 * i) / (started - 1));
  return [...shuffled(paces, random), ...Array<null>(plan.nothingYet).fill(null)];
}

function classmatesOf(plan: ClassPlan): Classmate[] {
  const random = seededRandom(`roster:${plan.group.id}`);
  // Neither half of a name already in the class is drawn again: no two names alike.
  const taken = [plan.member.name, ...Object.values(plan.fixed ?? {})].flatMap((name) =>
    name.split(' '),
  );
  const given = shuffled(
    GIVEN_NAMES.filter((name) => !taken.includes(name)),
    random,
  );
  const family = shuffled(
    FAMILY_NAMES.filter((name) => !taken.includes(name)),
    random,
  );
  const paces = pacesFor(plan, random);
  const drawn = plan.emails.filter((email) => !plan.fixed?.[email]);
  return plan.emails.map((email, index) => {
    const local = email.split('@')[0]!;
    const draw = drawn.indexOf(email);
    const userName = plan.fixed?.[email] ?? `${given[draw]} ${family[draw]}`;
    return {
      email,
      userUuid: uuidFrom(`user:${local}`),
      aliasUuid: uuidFrom(`alias:${local}:${plan.group.orgHash}`),
      userName,
      aliasName: plan.aliasName(userName),
      orgHash: plan.group.orgHash,
      groupId: plan.group.id,
      password: ORG_PASSWORD[plan.group.orgHash]!,
      pace: paces[index] ?? null,
    };
  });
}

/** Every classmate of the four classes (the pinned accounts are demo-identities.ts's). */
export const CLASSMATES: readonly Classmate[] = CLASS_PLANS.flatMap(classmatesOf);

/** Each group's learners by e-mail, as demo-world.md pins them: the pinned account first. */
export const ROSTER: Record<number, string[]> = Object.fromEntries(
  CLASS_PLANS.map((plan) => [plan.group.id, [plan.member.email, ...plan.emails]]),
);
