import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { releaseNotes } from '../../../../mock-server/db/release-notes';
import { resetStore } from '../../../../mock-server/seed/index';
import { HANA, renderApp } from '../../../../tests/support/render-app';

const noteHeadings = () => screen.getAllByRole('heading', { level: 2, name: /^バージョン / });

describe('release notes page', () => {
  it('lists the newest notes first and pages on with "more"', async () => {
    const webNotes = releaseNotes.filter((note) => note.scope === 'web').length;
    expect(webNotes).toBeGreaterThan(10);
    const { user } = await renderApp('/release-notes', { as: HANA });

    expect(
      await screen.findByRole('heading', { level: 2, name: 'バージョン 1.22.20' }),
    ).toBeInTheDocument();
    expect(noteHeadings()).toHaveLength(10);

    await user.click(screen.getByRole('button', { name: 'もっと見る' }));

    await waitFor(() => expect(noteHeadings()).toHaveLength(webNotes));
    expect(screen.queryByRole('button', { name: 'もっと見る' })).not.toBeInTheDocument();
  });

  it('says so when there are no release notes', async () => {
    await resetStore('empty');
    await renderApp('/release-notes', { as: HANA });

    expect(await screen.findByText('リリースノートはまだありません。')).toBeInTheDocument();
  });
});
