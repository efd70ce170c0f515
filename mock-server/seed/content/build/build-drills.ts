import type { ContentBodyItem, ContentPage, ProblemKey } from '../../../db/exercise-content';
import type {
  ListeningDrillSource,
  PronunciationDrillSource,
  VocabularyDrillSource,
  Word,
} from '../source-types';
import { choiceKey } from './answer-keys';
import type { ContentAudioUrls } from './audio-clips';
import { partUuid, type BuildContext, type BuiltExercise } from './build-context';
import { drillEndPages, questionPage, startPage } from './page-parts';
import { optionId, stableShuffle } from './stable-order';

// Drills (4 vocabulary, 5 listening, 6 pronunciation): the scope (every card with its meaning and
// the learner's learned status, 0 in the content; getExercise fills in the learner's own), one
// card a page, the review and the trophy. Practice mode replays the card pages. A card's uuid
// comes from its word, so the learned status of a word is kept per exercise and word.

type DrillSource = VocabularyDrillSource | ListeningDrillSource | PronunciationDrillSource;
type Card = {
  uuid: string;
  word: string;
  ja: string;
  audio: ContentAudioUrls;
  body: ContentBodyItem;
  key: ProblemKey;
};

/** What a card shows on its page and how its answer is judged. */
type CardFace = Pick<Card, 'body' | 'key'>;

/** The cards of the items: uuids from their words, each spoken (its word, unless said otherwise). */
function drillCards<I extends Word>(
  items: readonly I[],
  context: BuildContext,
  face: (item: I, uuid: string, audio: ContentAudioUrls) => CardFace,
  spoken: (item: I) => string = (item) => item.word,
): Card[] {
  return items.map((item) => {
    const uuid = partUuid(context, 'card', item.word);
    const audio = context.clips.speak(context.key, [{ voice: 'female', text: spoken(item) }]);
    return { uuid, word: item.word, ja: item.ja, audio, ...face(item, uuid, audio) };
  });
}

function cardsOf(source: DrillSource, context: BuildContext): Card[] {
  const base = { learnedStatus: 0, ipa: [] as string[] };
  switch (source.type) {
    case 4:
      return drillCards(source.items, context, (item, uuid, audio) => {
        const meanings = stableShuffle([item.ja, ...item.wrong], uuid);
        const options = meanings.map((text, index) => ({
          id: optionId(index),
          text,
          translation: null,
        }));
        return {
          body: {
            type: 'DRILL_VOCABULARY',
            question: { ...base, uuid, type: 4, prompt: item.word, translation: null, options, audio },
          },
          key: choiceKey(uuid, item.ja, optionId(meanings.indexOf(item.ja))),
        };
      });
    case 5:
      return drillCards(
        source.items,
        context,
        (item, uuid, audio) => {
          const words = stableShuffle([{ word: item.word, ja: item.ja }, ...item.wrong], uuid);
          const options = words.map((word, index) => ({
            id: optionId(index),
            text: word.word,
            translation: word.ja,
          }));
          const correct = words.findIndex((word) => word.word === item.word);
          return {
            body: {
              type: 'DRILL_LISTENING',
              question: { ...base, uuid, type: 5, prompt: null, translation: null, options, audio },
            },
            key: choiceKey(uuid, item.word, optionId(correct)),
          };
        },
        (item) => item.say ?? item.word,
      );
    case 6:
      return drillCards(source.items, context, (item, uuid, audio) => ({
        body: {
          type: 'DRILL_PRONUNCIATION',
          question: {
            ...base,
            uuid,
            type: 6,
            prompt: item.word,
            translation: item.ja,
            options: [],
            audio,
            ipa: item.ipa,
          },
        },
        key: {
          kind: 'pronunciation',
          problemUuid: uuid,
          expected: item.word,
          practiceOnly: false,
          ipa: item.ipa,
        },
      }));
  }
}

export function buildDrill(source: DrillSource, context: BuildContext): BuiltExercise {
  const cards = cardsOf(source, context);
  const control = source.type === 6 ? 'SPEECH' : 'CHOICE';
  const cardPages: ContentPage[] = cards.map((card) =>
    questionPage([card.body], control, card.uuid),
  );
  const uuids = cards.map((card) => card.uuid);
  const scope: ContentBodyItem = {
    type: 'EXERCISE_SCOPE',
    title: context.title,
    items: cards.map((card) => ({
      uuid: card.uuid,
      text: card.word,
      translation: card.ja,
      learnedStatus: 0,
      audio: card.audio,
    })),
  };
  const [review, trophy] = drillEndPages(uuids) as [ContentPage, ContentPage];
  return {
    pages: [startPage([scope]), ...cardPages, review, trophy],
    practicePages: [
      ...cardPages,
      { ...review, body: [...review.body, { type: 'SHOW_END_BUTTONS' }] },
    ],
    problems: cards.map((card) => card.key),
  };
}
