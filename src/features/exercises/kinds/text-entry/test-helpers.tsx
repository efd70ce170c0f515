import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import type { ExerciseBodyItem } from '../../../../api/generated/model/exerciseBodyItem';
import type { TypingProblemBodyItem } from '../../../../api/generated/model/typingProblemBodyItem';
import ja from '../../../../i18n/ja/exercise-text-kinds';
import type { PlayerQuestion, RunContext } from '../kind';

// Shared by the typed kinds' tests: a run, a question around a body item, a Japanese render.

export const RUN: RunContext = {
  courseUuid: 'course-1',
  exerciseType: 3,
  exerciseUuid: 'exercise-1',
  logId: 42,
  mode: 'test',
  personalised: false,
};

/** A typing drill's sentence, with its meaning and sound. */
export const TYPING_ITEM: TypingProblemBodyItem = {
  type: 'TYPING_PROBLEM',
  problemUuid: 'p-typing',
  sentence: "I'm fine, thank you.",
  translation: '元気です、ありがとう。',
  audio: { url: '/content/audio/us/fine.mp3', britishUrl: null },
};

export function questionOf(
  item: ExerciseBodyItem & { problemUuid: string },
  body: ExerciseBodyItem[] = [item],
  footer: PlayerQuestion['footer'] = [],
): PlayerQuestion {
  return { problemUuid: item.problemUuid, item, body, footer, audio: null };
}

const inJa = (ui: ReactElement) => (
  <IntlProvider locale="ja" messages={ja}>
    {ui}
  </IntlProvider>
);

/** Renders in Japanese; `rerender` keeps the provider. */
export function renderJa(ui: ReactElement) {
  const result = render(inJa(ui));
  return { ...result, rerender: (next: ReactElement) => result.rerender(inJa(next)) };
}
