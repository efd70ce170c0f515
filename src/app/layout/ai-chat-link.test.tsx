import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { actionLogs } from '../../../mock-server/db/action-logs';
import { ALIAS, USER } from '../../../mock-server/seed/demo-identities';
import { mockServer } from '../../../mock-server/node';
import { renderApp } from '../../../tests/support/render-app';

// Spec 2.3: the AI chat item (llm_conversation is on for taro) opens the chat in a new tab. The
// tab is opened on the click itself, so pop-up blockers allow it, and only an https address is
// followed.
const TARO = { ...USER.taro, userUuid: USER.taro.uuid, aliasUuid: ALIAS.taroKaisha };
const SLOW = { timeout: 15_000 };

function fakeTab() {
  return { opener: {} as unknown, location: { replace: vi.fn() }, close: vi.fn() };
}

async function clickAiChat() {
  const view = await renderApp('/skills/overview', { as: TARO });
  const nav = await screen.findByRole('navigation', { name: 'メインメニュー' }, SLOW);
  const button = await within(nav).findByRole('button', { name: 'AIチャット' }, SLOW);
  await view.user.click(button);
  return view;
}

describe('AI chat link', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('opens the chat in a new tab, without a way back to the app, and stays put', async () => {
    const tab = fakeTab();
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { router } = await clickAiChat();

    expect(open).toHaveBeenCalledTimes(1);
    expect(open.mock.calls[0]?.[1]).toBe('_blank');
    await waitFor(() => expect(tab.location.replace).toHaveBeenCalledTimes(1));
    const url = new URL(String(tab.location.replace.mock.calls[0]?.[0]));
    expect(url.origin + url.pathname).toBe('https://ai-chat.eigo.example/start');
    expect(tab.opener).toBeNull();
    expect(router.state.location.pathname).toBe('/skills/overview');
  });

  it('logs where the learner went in the action log (ExternalUrl, without the one-time code)', async () => {
    vi.spyOn(window, 'open').mockReturnValue(fakeTab() as unknown as Window);
    await clickAiChat();

    await waitFor(() =>
      expect(actionLogs.all().map((log) => log.record)).toContainEqual(
        expect.objectContaining({
          Action: 'navigation.external',
          ExternalUrl: 'https://ai-chat.eigo.example/start',
          AliasUUID: ALIAS.taroKaisha,
        }),
      ),
    );
  });

  it('follows no address that is not https: the tab closes and the learner is told', async () => {
    mockServer.use(
      http.get('*/api/v1/user/ai-conversation/redirect/', () =>
        HttpResponse.json({ redirect_url: 'http://ai-chat.eigo.example/start?code=x' }),
      ),
    );
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    await clickAiChat();

    expect(await screen.findByText(/AIチャットを開けませんでした/)).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.replace).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalledWith('[eigo] ai-chat-redirect-refused', expect.anything());
  });

  it('tells the learner when the address cannot be had', async () => {
    mockServer.use(
      http.get('*/api/v1/user/ai-conversation/redirect/', () =>
        HttpResponse.json({ message: 'boom' }, { status: 500 }),
      ),
    );
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    await clickAiChat();

    expect(await screen.findByText(/AIチャットを開けませんでした/)).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
  });
});
