import type { z } from 'zod';
import type { GetPersonalizedExerciseResponse } from '../../src/api/generated/zod/practice/practice.zod';
import { courses } from '../db/courses';
import {
  exerciseContents,
  problemOf,
  type ContentPage,
  type ExerciseContentRecord,
} from '../db/exercise-content';
import { learnedItemsOfAlias, type DrillType } from '../db/learned-items';
import type { AliasContext } from '../runtime/auth-context';
import { uuidFrom } from '../runtime/ids';
import type { Lang } from '../runtime/language';
import { drillCardsOf, type DrillKey } from './drill-cards';
import { toExerciseDetails } from './exercise-details';
import type { PracticeCandidate } from './personalised-practice';
import { visibleCourse } from './visible-courses';

// A personalised card set as the details of a drill: the chosen cards' own question pages (from
// the exercises they come from, with the learner's learned status), behind an overview of the
// cards and followed by the drill review and trophy pages, like any drill. It sits in a virtual
// course "Personalised practice" with one chapter and section per drill type.

type ExerciseDetails = z.output<typeof GetPersonalizedExerciseResponse>;

const DRILL_NAMES: Record<DrillType, { ja: string; en: string }> = {
  4: { ja: '語彙', en: 'Vocabulary' },
  5: { ja: 'リスニング', en: 'Listening' },
  6: { ja: '発音', en: 'Pronunciation' },
};
const COURSE_TITLE = { ja: '苦手克服トレーニング', en: 'Personalised practice' };
const INSTRUCTIONS = {
  ja: 'あなたが間違えやすい単語を集めました。もう一度挑戦しましょう。',
  en: 'These are the words you find hardest. Try them again.',
};

type Card = { record: ExerciseContentRecord; key: DrillKey; word: string };

/** Every card of the drill type in the courses the alias's organisation sees, in catalogue order. */
export function cardsVisibleTo(ctx: AliasContext, type: DrillType): Map<string, Card> {
  const cards = new Map<string, Card>();
  for (const record of exerciseContents.all()) {
    if (record.type !== type || !visibleCourse(ctx.organisation.hash, record.courseUuid)) continue;
    for (const question of drillCardsOf(record)) {
      const key = problemOf(record, question.uuid);
      if (key?.kind === 'choice' || key?.kind === 'pronunciation') {
        cards.set(question.uuid, { record, key, word: question.prompt ?? key.expected });
      }
    }
  }
  return cards;
}

/** The alias's cards as ranking candidates (learned status and mistakes from its learned items). */
export function practiceCandidates(
  ctx: AliasContext,
  type: DrillType,
  cards: Map<string, Card>,
): PracticeCandidate[] {
  const learned = new Map(
    learnedItemsOfAlias(ctx.alias.uuid, type).map((item) => [item.itemUuid, item]),
  );
  return [...cards].map(([itemUuid, card], order) => {
    const item = learned.get(itemUuid);
    return {
      itemUuid,
      word: card.word,
      status: item?.status ?? null,
      lastMistakeAt: item?.lastMistakeAt ?? null,
      lastAnsweredAt: item?.lastAnsweredAt ?? null,
      cefrj: courses.get(card.record.courseUuid)?.cefrj ?? 1,
      order,
    };
  });
}

/** The exercise details of a card set. */
export function cardSetDetails(
  cardSetUuid: string,
  type: DrillType,
  cardUuids: readonly string[],
  cards: Map<string, Card>,
  statusOf: (uuid: string) => 0 | 1 | 2 | 3,
  lang: Lang,
): ExerciseDetails {
  const details = new Map<string, ReturnType<typeof toExerciseDetails>>();
  const detailsOf = (record: ExerciseContentRecord) => {
    if (!details.has(record.uuid))
      details.set(record.uuid, toExerciseDetails(record, lang, statusOf));
    return details.get(record.uuid)!;
  };
  const cardPages: ContentPage[] = [];
  const scopeItems = [];
  for (const uuid of cardUuids) {
    const card = cards.get(uuid);
    if (!card) continue;
    const exercise = detailsOf(card.record).exercise;
    const page = exercise.pages.find((p) => p.footer[0]?.problemUuid === uuid);
    if (page) cardPages.push(page);
    for (const item of exercise.pages.flatMap((p) => p.body)) {
      if (item.type === 'EXERCISE_SCOPE')
        scopeItems.push(...item.items.filter((entry) => entry.uuid === uuid));
    }
  }
  const name = DRILL_NAMES[type][lang];
  const title = lang === 'ja' ? `苦手な単語:${name}` : `Your weakest words: ${name}`;
  const review: ContentPage = {
    body: [{ type: 'DRILL_REVIEW', questionUuids: [...cardUuids] }],
    footer: [{ type: 'NEXT', problemUuid: null }],
  };
  return {
    course: { uuid: uuidFrom('personalised:course'), title: COURSE_TITLE[lang] },
    chapter: { uuid: uuidFrom(`personalised:chapter:${type}`), title: name },
    section: { uuid: uuidFrom(`personalised:section:${type}`), title: name },
    exercise: {
      uuid: cardSetUuid,
      type,
      title,
      cardSetUuid,
      instructions: INSTRUCTIONS[lang],
      pages: [
        {
          body: [
            { type: 'EXERCISE_SCOPE', title, items: scopeItems },
            { type: 'SHOW_START_BUTTONS' },
          ],
          footer: [{ type: 'START', problemUuid: null }],
        },
        ...cardPages,
        review,
        {
          body: [{ type: 'DRILL_TROPHY' }, { type: 'SHOW_END_BUTTONS' }],
          footer: [{ type: 'FINISH', problemUuid: null }],
        },
      ],
      practicePages: [
        ...cardPages,
        { ...review, body: [...review.body, { type: 'SHOW_END_BUTTONS' }] },
      ],
    },
  };
}
