import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { IntlProvider } from 'react-intl';
import { COURSE, EXERCISE } from '../../../../../mock-server/seed/content-catalogue';
import { contentCatalogue } from '../../../../../mock-server/seed/content';
import { HANA, renderApp, SLOW } from '../../../../../tests/support/render-app';
import en from '../../../../i18n/en/exercise-choice-kinds';
import { ProgressBar } from '../../player/components/progress-bar';
import { resetOfflineCalls } from '../../player/offline-calls';
import enPlayer from '../../../../i18n/en/exercises';
import { demoLineWords } from './messages';

// The sample-audio demo as a learner plays it: one tap a line (no feedback sheet in between),
// and the run counts lines, not questions.

const demoPath = `/exercise/${COURSE.everydayConversation}/demo/${EXERCISE.introducingFriendDemo}`;

describe('the demo run (whole app)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    resetOfflineCalls();
  });

  it('moves on one line a tap, counting lines, to the result', async () => {
    const exercise = contentCatalogue().exercises.find(
      (e) => e.uuid === EXERCISE.introducingFriendDemo,
    )!;
    const total = exercise.problems.filter((p) => !p.practiceOnly).length;
    const { user } = await renderApp(demoPath, { as: HANA });
    await user.click(await screen.findByRole('button', { name: 'はじめる' }, SLOW));
    for (let line = 1; line <= total; line += 1) {
      expect(
        await screen.findByRole('heading', { name: `${line} / ${total} 行目` }, SLOW),
      ).toBeInTheDocument();
      // No sheet to tap through: the line before moved on by itself, its "continue" never shown.
      expect(screen.queryByRole('button', { name: '次へ' })).not.toBeInTheDocument();
      expect(screen.getByRole('progressbar')).toHaveAttribute(
        'aria-valuetext',
        `${total} 行中 ${line - 1} 行`,
      );
      expect(screen.queryByRole('heading', { name: /問/ })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: '言えた！次の行へ' }));
    }
    expect(
      await screen.findByRole('heading', { level: 1, name: '結果' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '次へ' })).not.toBeInTheDocument();
    expect(
      screen.getByText(`最後までできました！ ${total} 行すべてをまねして言いました。`),
    ).toBeInTheDocument();
  });
});

describe('the demo line words in English', () => {
  it('speaks of lines', () => {
    render(
      <IntlProvider locale="en" messages={{ ...enPlayer, ...en }}>
        <ProgressBar done={2} total={8} words={demoLineWords.progress} />
      </IntlProvider>,
    );
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '2 of 8 lines');
    expect(en['exercises.kinds.demo.lineHeading']).toBe('Line {number} of {total}');
  });
});
