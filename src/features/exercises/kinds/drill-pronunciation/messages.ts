import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';

// Texts live in src/i18n/<lang>/exercise-pronunciation-drill.ts.
export const drillPronunciationMessages = {
  ...defineMessages({
    instruction: { id: 'exercises.kinds.drillPronunciation.instruction' },
    meaning: { id: 'exercises.kinds.drillPronunciation.meaning' },
    sounds: { id: 'exercises.kinds.drillPronunciation.sounds' },
    soundsHint: { id: 'exercises.kinds.drillPronunciation.soundsHint' },
    levelGood: { id: 'exercises.kinds.drillPronunciation.levelGood' },
    levelWorkOn: { id: 'exercises.kinds.drillPronunciation.levelWorkOn' },
    verdictGood: { id: 'exercises.kinds.drillPronunciation.verdictGood' },
    verdictWorkOn: { id: 'exercises.kinds.drillPronunciation.verdictWorkOn' },
    verdictCompare: { id: 'exercises.kinds.drillPronunciation.verdictCompare' },
    verdictNotHeard: { id: 'exercises.kinds.drillPronunciation.verdictNotHeard' },
    legend: { id: 'exercises.kinds.drillPronunciation.legend' },
    evaluationFailed: { id: 'exercises.kinds.drillPronunciation.evaluationFailed' },
    evaluationFailedLast: { id: 'exercises.kinds.drillPronunciation.evaluationFailedLast' },
    compare: { id: 'exercises.kinds.drillPronunciation.compare' },
    model: { id: 'exercises.kinds.drillPronunciation.model' },
    own: { id: 'exercises.kinds.drillPronunciation.own' },
    ownMissing: { id: 'exercises.kinds.drillPronunciation.ownMissing' },
    ownError: { id: 'exercises.kinds.drillPronunciation.ownError' },
    cardMissing: { id: 'exercises.kinds.drillPronunciation.cardMissing' },
  }),
  /** A sound named by the letters that make it ("th"), for beginners who do not read IPA. */
  sound: defineMessage<{ letters: string }>({ id: 'exercises.kinds.drillPronunciation.sound' }),
  /** A sound whose letters could not be found, named by its place in the word. */
  soundNumber: defineMessage<{ n: number }>({
    id: 'exercises.kinds.drillPronunciation.soundNumber',
  }),
  /** One scored sound as a screen reader hears it: "The “th” sound: said well (92 points)". */
  phone: defineMessage<{ sound: string; level: string; points: number }>({
    id: 'exercises.kinds.drillPronunciation.phone',
  }),
  /** A sound's score with its unit, on its chip: "92 点". */
  points: defineMessage<{ points: number }>({
    id: 'exercises.kinds.drillPronunciation.points',
  }),
  summary: defineMessage<{ good: number; total: number }>({
    id: 'exercises.kinds.drillPronunciation.summary',
  }),
  tipTitle: defineMessage<{ sound: string }>({
    id: 'exercises.kinds.drillPronunciation.tipTitle',
  }),
  /** The IPA, secondary and explained. */
  ipaNote: defineMessage<{ phoneme: string }>({
    id: 'exercises.kinds.drillPronunciation.ipaNote',
  }),
};

/** A tip per group of sounds (phones.ts maps each IPA symbol to one), for learners of Japanese. */
export const tipMessages = defineMessages({
  r: { id: 'exercises.kinds.drillPronunciation.tip.r' },
  l: { id: 'exercises.kinds.drillPronunciation.tip.l' },
  th: { id: 'exercises.kinds.drillPronunciation.tip.th' },
  dh: { id: 'exercises.kinds.drillPronunciation.tip.dh' },
  v: { id: 'exercises.kinds.drillPronunciation.tip.v' },
  f: { id: 'exercises.kinds.drillPronunciation.tip.f' },
  b: { id: 'exercises.kinds.drillPronunciation.tip.b' },
  s: { id: 'exercises.kinds.drillPronunciation.tip.s' },
  sh: { id: 'exercises.kinds.drillPronunciation.tip.sh' },
  z: { id: 'exercises.kinds.drillPronunciation.tip.z' },
  stop: { id: 'exercises.kinds.drillPronunciation.tip.stop' },
  nasal: { id: 'exercises.kinds.drillPronunciation.tip.nasal' },
  ng: { id: 'exercises.kinds.drillPronunciation.tip.ng' },
  w: { id: 'exercises.kinds.drillPronunciation.tip.w' },
  y: { id: 'exercises.kinds.drillPronunciation.tip.y' },
  h: { id: 'exercises.kinds.drillPronunciation.tip.h' },
  ae: { id: 'exercises.kinds.drillPronunciation.tip.ae' },
  uh: { id: 'exercises.kinds.drillPronunciation.tip.uh' },
  ah: { id: 'exercises.kinds.drillPronunciation.tip.ah' },
  aw: { id: 'exercises.kinds.drillPronunciation.tip.aw' },
  er: { id: 'exercises.kinds.drillPronunciation.tip.er' },
  schwa: { id: 'exercises.kinds.drillPronunciation.tip.schwa' },
  ee: { id: 'exercises.kinds.drillPronunciation.tip.ee' },
  ih: { id: 'exercises.kinds.drillPronunciation.tip.ih' },
  eh: { id: 'exercises.kinds.drillPronunciation.tip.eh' },
  oo: { id: 'exercises.kinds.drillPronunciation.tip.oo' },
  uu: { id: 'exercises.kinds.drillPronunciation.tip.uu' },
  diphthong: { id: 'exercises.kinds.drillPronunciation.tip.diphthong' },
  other: { id: 'exercises.kinds.drillPronunciation.tip.other' },
}) satisfies Record<string, MessageDescriptor>;

export type TipKey = keyof typeof tipMessages;
