import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { DrillVocabularyBodyItem } from '../../../../api/generated/model/drillVocabularyBodyItem';
import en from '../../../../i18n/en/exercise-choice-kinds';
import ja from '../../../../i18n/ja/exercise-choice-kinds';
import type { PlayerQuestion } from '../kind';
import { drillVocabularyKind } from '../drill-vocabulary/drill-vocabulary-kind';

// One learned status on screen at a time: the question's meter goes once the answer is sent (the
// feedback sheet shows the new status).

const item: DrillVocabularyBodyItem = {
  type: 'DRILL_VOCABULARY',
  question: {
    uuid: 'card-apple',
    type: 4,
    learnedStatus: 1,
    prompt: 'apple',
    translation: null,
    options: [
      { id: 'a', text: 'みかん', translation: null },
      { id: 'b', text: 'りんご', translation: null },
    ],
    audio: { url: '/content/audio/us/apple.mp3', britishUrl: null },
    ipa: [],
  },
};
const question: PlayerQuestion = {
  problemUuid: 'card-apple',
  item,
  body: [item],
  footer: [],
  audio: null,
};

function renderCard(lang: 'ja' | 'en', disabled: boolean) {
  const Question = drillVocabularyKind.Question;
  return render(
    <IntlProvider locale={lang} messages={lang === 'ja' ? ja : en}>
      <Question
        question={question}
        attempt={0}
        previous={null}
        onAnswer={() => undefined}
        disabled={disabled}
        hints={false}
      />
    </IntlProvider>,
  );
}

describe("the question's learned meter", () => {
  it.each([
    ['ja', '覚えた度 1/3'],
    ['en', 'Learned 1/3'],
  ] as const)('shows the status before the answer and hides it once sent (%s)', (lang, text) => {
    const { unmount } = renderCard(lang, false);
    expect(screen.getByText(text)).toBeVisible();
    unmount();
    renderCard(lang, true);
    expect(screen.getByText(text)).not.toBeVisible();
  });
});
