import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { COURSE, EXERCISE } from '../../../../mock-server/seed/content-catalogue';
import { KEN, renderApp, SLOW } from '../../../../tests/support/render-app';
import { resetOfflineCalls } from './offline-calls';

// Issue 37, items 1 and 9: a screen reader hears the sheet's own verdict (「おしい！」 for a close
// answer, not 「正しい答えを確かめよう」), and a slip is worth what the exercise trains: close in the
// typing drill (spelling), right and marked in the translation quiz (translating).

const typingPath = `/exercise/${COURSE.juniorHighGrammar}/drill-typing/${EXERCISE.thirdPersonTyping}`;
const quizPath = `/exercise/${COURSE.juniorHighGrammar}/quiz-translation/${EXERCISE.presentSimpleTranslationQuiz}`;

/** What the player's status line (the live region) says now. */
const announced = () =>
  screen
    .getAllByRole('status')
    .map((region) => region.textContent ?? '')
    .join(' | ');

describe('the verdict a screen reader hears', () => {
  beforeEach(() => {
    sessionStorage.clear();
    resetOfflineCalls();
  });

  it('announces 「おしい！」 for a slip in the typing drill, as the sheet says', async () => {
    const { user } = await renderApp(typingPath, { as: KEN });
    await user.click(await screen.findByRole('button', { name: 'はじめる' }, SLOW));
    const field = await screen.findByRole('textbox', { name: '英文を入力' });
    // "He plays baseball after school." with one letter missing.
    await user.type(field, 'He plays basebal after school.{Enter}');
    const sheet = await screen.findByRole('region', { name: /おしい！/ });
    expect(within(sheet).getByText(/つづりのミス（正しくは baseball\.?）/)).toBeInTheDocument();
    await waitFor(() => expect(announced()).toMatch(/おしい！ He plays baseball after school\./));
    expect(announced()).not.toMatch(/正しい答えを確かめよう/);
    await user.keyboard('{Enter}');

    // A far miss: the sheet and the status line both lead to the right answer.
    await screen.findByRole('heading', { name: /^第 2 問/ });
    await user.type(screen.getByRole('textbox', { name: '英文を入力' }), 'Something else.{Enter}');
    await screen.findByRole('region', { name: /正しい答えを確かめよう/ });
    await waitFor(() => expect(announced()).toMatch(/正しい答えを確かめよう/));
  });

  it('counts "dont" right in the translation quiz, marks the slip and announces 「正解！」', async () => {
    const { user } = await renderApp(quizPath, { as: KEN });
    await user.click(await screen.findByRole('button', { name: 'はじめる' }, SLOW));
    const answers = [
      'I get up at seven every morning.',
      'My father drinks coffee every day.',
      'We dont go to school on Sundays.',
    ];
    for (const [index, answer] of answers.entries()) {
      await screen.findByRole('heading', { name: new RegExp(`^第 ${index + 1} 問`) });
      await user.type(screen.getByRole('textbox'), `${answer}{Enter}`);
      await screen.findByRole('region', { name: /正解！/ });
      if (index < answers.length - 1) await user.keyboard('{Enter}');
    }
    const sheet = screen.getByRole('region', { name: /正解！/ });
    const comparison = within(sheet).getByRole('list', { name: 'あなたの答えとのちがい' });
    expect(within(comparison).getByText(/つづりのミス（正しくは don't）/)).toBeInTheDocument();
    expect(within(comparison).getByText('dont')).toBeInTheDocument();
    await waitFor(() => expect(announced()).toMatch(/正解！/));
  });
});
