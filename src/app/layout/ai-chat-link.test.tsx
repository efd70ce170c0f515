import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { actionLogs } from '../../../mock-server/db/action-logs';
import { ALIAS, USER } from '../../../mock-server/seed/demo-identities';
import { mockServer } from '../../../mock-server/node';
import { renderApp } from '../../../tests/support/render-app';
import { externalNavigation } from '../../lib/services/leave-app';

// Spec 2.3 and 7: the AI chat item (llm_conversation is on for taro) asks for a one-time
// address and the browser navigates there, in this tab; only an https address is followed.
const TARO = { ...USER.taro, userUuid: USER.taro.uuid, aliasUuid: ALIAS.taroKaisha };
const SLOW = { timeout: 15_000 };

/** The page's navigation out of the app, watched (jsdom cannot navigate). */
const watchLeaving = () => vi.spyOn(externalNavigation, 'go').mockImplementation(() => undefined);

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

  it('navigates this tab to the chat, no new tab', async () => {
    const open = vi.spyOn(window, 'open');
    const go = watchLeaving();
    await clickAiChat();

    await waitFor(() => expect(go).toHaveBeenCalledTimes(1));
    const url = new URL(String(go.mock.calls[0]?.[0]));
    expect(url.origin + url.pathname).toBe('https://ai-chat.eigo.example/start');
    expect(open).not.toHaveBeenCalled();
  });

  it('logs where the learner went in the action log (ExternalUrl, without the one-time code) before leaving', async () => {
    let loggedWhenLeaving: unknown[] = [];
    vi.spyOn(externalNavigation, 'go').mockImplementation(() => {
      loggedWhenLeaving = actionLogs.all().map((log) => log.record);
    });
    await clickAiChat();

    await waitFor(() =>
      expect(loggedWhenLeaving).toContainEqual(
        expect.objectContaining({
          Action: 'navigation.external',
          ExternalUrl: 'https://ai-chat.eigo.example/start',
          AliasUUID: ALIAS.taroKaisha,
        }),
      ),
    );
  });

  it('follows no address that is not https: it stays and the learner is told', async () => {
    mockServer.use(
      http.get('*/api/v1/user/ai-conversation/redirect/', () =>
        HttpResponse.json({ redirect_url: 'http://ai-chat.eigo.example/start?code=x' }),
      ),
    );
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const go = watchLeaving();
    const { router } = await clickAiChat();

    expect(await screen.findByText(/AIチャットを開けませんでした/)).toBeInTheDocument();
    expect(go).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalledWith('[eigo] ai-chat-redirect-refused', expect.anything());
    expect(router.state.location.pathname).toBe('/skills/overview');
  });

  it('tells the learner when the address cannot be had, and logs it', async () => {
    mockServer.use(
      http.get('*/api/v1/user/ai-conversation/redirect/', () =>
        HttpResponse.json({ message: 'boom' }, { status: 500 }),
      ),
    );
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const go = watchLeaving();
    await clickAiChat();

    expect(await screen.findByText(/AIチャットを開けませんでした/)).toBeInTheDocument();
    expect(go).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalledWith('[eigo] ai-chat-redirect-failed', expect.anything());
  });
});
