import { screen } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../../../mock-server/node';
import { COURSE, EXERCISE } from '../../../../mock-server/seed/content-catalogue';
import { language } from '../../../lib/services/storage';
import { serverError } from '../../../../tests/support/problem-response';
import { HANA, renderApp, SLOW } from '../../../../tests/support/render-app';

// Spec 8: a drill that cannot be loaded says "Loading error"; other exercises keep their longer
// explanation. Both offer to load again.

const drillPath = `/exercise/${COURSE.firstSteps}/drill-vocabulary/${EXERCISE.greetingWordsVocabulary}`;
const typingPath = `/exercise/${COURSE.everydayConversation}/drill-typing/${EXERCISE.schoolLifeTyping}`;

function failExercises() {
  mockServer.use(
    http.get('*/api/v1/exercises/:courseUuid/:exerciseType/:exerciseUuid/', serverError),
  );
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
}

describe("an exercise's load failure", () => {
  it.each([
    ['ja', '読み込みエラー', 'もう一度読み込む'],
    ['en', 'Loading error', 'Try again'],
  ] as const)('of a drill says so in %s', async (lang, text, retry) => {
    language.write(lang);
    failExercises();
    await renderApp(drillPath, { as: HANA });
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent(text);
    // The drill's error screen and its retry come in the render after the alert's.
    expect(await screen.findByRole('button', { name: retry })).toBeInTheDocument();
  });

  it('of a skills practice (a drill too) says so', async () => {
    mockServer.use(http.get('*/api/v1/personalized-exercises/:exerciseType/', serverError));
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    await renderApp('/skills/practice/vocabulary', { as: HANA });
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('読み込みエラー');
  });

  it('of another exercise keeps its explanation', async () => {
    failExercises();
    await renderApp(typingPath, { as: HANA });
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('エクササイズを読み込めませんでした');
    expect(alert).not.toHaveTextContent('読み込みエラー');
  });
});
