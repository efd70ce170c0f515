import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { language } from '../../../lib/services/storage';
import { renderApp } from '../../../../tests/support/render-app';

describe('language switch', () => {
  it('switches the screen to English, remembers it, and back to Japanese', async () => {
    const { user, unmount } = await renderApp('/nowhere');
    expect(await screen.findByText(/というページは見つかりませんでした/)).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: '表示言語' }), 'English');

    expect(await screen.findByText(/could not be found/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the login page' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(language.read()).toBe('en');

    // A new visit starts in the remembered language.
    unmount();
    await renderApp('/nowhere');
    expect(await screen.findByRole('combobox', { name: 'Language' })).toHaveValue('en');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), '日本語');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: '表示言語' })).toHaveValue('ja'),
    );
    expect(language.read()).toBe('ja');
  });
});
