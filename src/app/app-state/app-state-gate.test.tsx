import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../../mock-server/node';
import { serverError } from '../../../tests/support/problem-response';
import { setBuildHash, setMaintenance } from '../../api/generated/endpoints/mock/mock';
import { HANA, renderApp } from '../../../tests/support/render-app';
import { APP_HASH_CHECK_INTERVAL_MS, MAINTENANCE_POLL_INTERVAL_MS } from './build-info-query';

describe('maintenance', () => {
  it('replaces the whole app while on; refresh turns into a spinner while it lasts', async () => {
    await setMaintenance({ active: true, message: '10:00 に再開します' });
    const { user } = await renderApp('/user/login');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'ただいまメンテナンス中です' }),
    ).toBeInTheDocument();
    expect(screen.getByText('10:00 に再開します')).toBeInTheDocument();
    expect(screen.getByText(/ご不便をおかけして申し訳ございません/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@eigo.example' })).toHaveAttribute(
      'href',
      'mailto:support@eigo.example',
    );
    expect(screen.queryByRole('combobox', { name: '表示言語' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '再読み込み' }));

    expect(screen.getByRole('progressbar', { name: '状況を確認しています' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '再読み込み' })).not.toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'ただいまメンテナンス中です' }),
    ).toBeInTheDocument();
  });

  it('gives the app back when a refresh finds maintenance over', async () => {
    await setMaintenance({ active: true, message: null });
    const { user } = await renderApp('/user/login');
    await screen.findByRole('heading', { level: 1, name: 'ただいまメンテナンス中です' });

    await setMaintenance({ active: false });
    await user.click(screen.getByRole('button', { name: '再読み込み' }));

    expect(await screen.findByRole('combobox', { name: '表示言語' })).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'ただいまメンテナンス中です' }),
    ).not.toBeInTheDocument();
  });

  describe('while it lasts', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('notices by itself that maintenance is over and gives the app back', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      await setMaintenance({ active: true, message: null });
      await renderApp('/user/login');
      await screen.findByRole('heading', { level: 1, name: 'ただいまメンテナンス中です' });

      await setMaintenance({ active: false });
      // Nothing happens before the next check...
      await act(() => vi.advanceTimersByTimeAsync(MAINTENANCE_POLL_INTERVAL_MS - 1000));
      expect(
        screen.getByRole('heading', { level: 1, name: 'ただいまメンテナンス中です' }),
      ).toBeInTheDocument();
      // ...which finds maintenance over, with no click.
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(await screen.findByRole('combobox', { name: '表示言語' })).toBeInTheDocument();
      expect(
        screen.queryByRole('heading', { name: 'ただいまメンテナンス中です' }),
      ).not.toBeInTheDocument();
    });

    it('keeps checking after a refresh that found maintenance still on', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      await setMaintenance({ active: true, message: null });
      const { user } = await renderApp('/user/login');
      await screen.findByRole('heading', { level: 1, name: 'ただいまメンテナンス中です' });
      await user.click(screen.getByRole('button', { name: '再読み込み' }));
      await screen.findByRole('progressbar', { name: '状況を確認しています' });
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(
        screen.getByRole('heading', { level: 1, name: 'ただいまメンテナンス中です' }),
      ).toBeInTheDocument();

      // Maintenance ends while the spinner still waits: the app is back within one interval.
      await setMaintenance({ active: false });
      await act(() => vi.advanceTimersByTimeAsync(MAINTENANCE_POLL_INTERVAL_MS));
      expect(await screen.findByRole('combobox', { name: '表示言語' })).toBeInTheDocument();
    });
  });

  it('appears as soon as an API call answers 503', async () => {
    const { user } = await renderApp('/release-notes', { as: HANA });
    await screen.findByRole('heading', { level: 1, name: 'リリースノート' });

    await setMaintenance({ active: true, message: null });
    await user.click(screen.getByRole('link', { name: 'ホーム' }));

    // Home's first call (the release notes' answer is still fresh, and would be asked again only
    // once stale) answers 503, which re-reads the build info at once.
    expect(
      await screen.findByRole(
        'heading',
        // Within testing-library's wait (5 s here), not at the build info's next check (5 min).
        { level: 1, name: 'ただいまメンテナンス中です' },
      ),
    ).toBeInTheDocument();
  });
});

describe('app hash check', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens the reload alert when a new build is published', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderApp('/user/login');
    expect(await screen.findByRole('combobox', { name: '表示言語' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await setBuildHash({ commitHash: 'a1b2c3d' });
    // Nothing happens before the next check...
    await act(() => vi.advanceTimersByTimeAsync(APP_HASH_CHECK_INTERVAL_MS - 1000));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // ...which finds the new hash.
    await act(() => vi.advanceTimersByTimeAsync(1000));
    const alert = await screen.findByRole('alertdialog', { name: '新しいバージョンがあります' });
    await waitFor(() => expect(within(alert).getByRole('button', { name: 'OK' })).toHaveFocus());
  });

  it('logs a check that fails, and says nothing to the learner', async () => {
    mockServer.use(http.get('*/build-info.json', serverError));
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    await renderApp('/user/login');
    expect(await screen.findByRole('combobox', { name: '表示言語' })).toBeInTheDocument();
    await waitFor(() =>
      expect(info).toHaveBeenCalledWith('[eigo] build-hash-check-failed', {
        message: expect.any(String),
      }),
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'ログイン' })).toBeInTheDocument();
    info.mockRestore();
  });
});
