import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pushTags } from '../../../../mock-server/db/push-tags';
import { ALIAS, USER } from '../../../../mock-server/seed/demo-identities';
import { language, selectedAliases } from '../../../lib/storage';
import { HANA, renderApp, SLOW } from '../../../../tests/support/render-app';

describe('organisation switch', () => {
  it('switches hana from Sakura JHS to Midori Cram School and starts again from home', async () => {
    const { user, router } = await renderApp('/user/settings', { as: HANA });
    const open = await screen.findByRole(
      'button',
      { name: '所属：Sakura Junior High School' },
      SLOW,
    );

    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: '所属の切り替え' });
    const switchButton = within(dialog).getByRole('button', { name: '切り替える' });
    expect(switchButton).toBeDisabled();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(
      within(dialog).getByRole('radio', { name: /Sakura Junior High School（Hana Sato \(2-A\)）/ }),
    ).toBeChecked();

    await user.click(within(dialog).getByRole('radio', { name: /Midori Cram School/ }));
    await user.click(switchButton);

    expect(await screen.findByText('Midori Cram School に切り替えました')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: '所属：Midori Cram School' }, SLOW),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(selectedAliases.read()).toEqual({ [USER.hana.uuid]: ALIAS.hanaMidori });
    await waitFor(() => expect(pushTags.get(USER.hana.uuid)?.aliasUuid).toBe(ALIAS.hanaMidori));
  });

  it('closes with Escape and keeps the alias', async () => {
    language.write('en');
    const { user, router } = await renderApp('/user/settings', { as: HANA });
    await user.click(
      await screen.findByRole('button', { name: 'Organisation: Sakura Junior High School' }, SLOW),
    );
    await screen.findByRole('dialog', { name: 'Switch organisation' });

    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      screen.getByRole('button', { name: 'Organisation: Sakura Junior High School' }),
    ).toHaveFocus();
    expect(router.state.location.pathname).toBe('/user/settings');
    expect(selectedAliases.read()).toEqual({ [USER.hana.uuid]: ALIAS.hanaSakura });
  });

  it('is not offered to ken, who has one alias', async () => {
    await renderApp('/user/settings', {
      as: { ...USER.ken, userUuid: USER.ken.uuid, aliasUuid: ALIAS.kenSakura },
    });
    await screen.findByText(/ken@sakura.example/, undefined, SLOW);
    expect(screen.queryByRole('button', { name: /^所属：/ })).not.toBeInTheDocument();
  });
});
