import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ASSIGNMENT } from '../../mock-server/seed/assignments';
import { COURSE } from '../../mock-server/seed/content-catalogue';
import { ALIAS } from '../../mock-server/seed/demo-identities';
import { HANA, renderApp, SLOW } from '../../tests/support/render-app';
import { env } from '../config/env';
import { language } from '../lib/services/storage';

// Sharing a course or an assignment (spec 7): the whole app, the button, the clipboard (user-event
// puts a clipboard of its own on navigator; its readText needs jsdom's Blob, which the setup
// replaces, so what was written is read from the call) and the toast.

const COURSE_PATH = `/course/details/${COURSE.everydayConversation}`;
const ASSIGNMENT_PATH = `/assignment/details/${ASSIGNMENT.tryIt}`;
/** An assignment's link names its organisation (hana's Sakura alias), as a teacher's link does. */
const SHARED_ASSIGNMENT_PATH = `${ASSIGNMENT_PATH}?aliasUuid=${ALIAS.hanaSakura}`;

/** The toast's live region: a status region without a name, of the several the app has. */
const toastRegion = () =>
  screen.getAllByRole('status').find((region) => region.classList.contains('toast-region'))!;

/** What the shared link carries: the web link of the screen and the native app's ids. */
function readShareLink(text: string) {
  const url = new URL(text);
  return {
    service: `${url.origin}${url.pathname}`,
    ...Object.fromEntries(url.searchParams),
  };
}

const expectedLink = (path: string) => {
  const webLink = `${window.location.origin}${path}`;
  return {
    service: env.shareLinkHost,
    link: webLink,
    apn: env.androidPackageId,
    ibi: env.iosBundleId,
    isi: env.appStoreId,
    afl: webLink,
    ifl: webLink,
  };
};

afterEach(() => vi.restoreAllMocks());

describe('share link', () => {
  it.each([
    [
      'ja',
      'a course',
      COURSE_PATH,
      COURSE_PATH,
      'Everyday Conversation',
      'リンクを共有',
      'リンクをコピーしました',
    ],
    [
      'en',
      'a course',
      COURSE_PATH,
      COURSE_PATH,
      'Everyday Conversation',
      'Share link',
      'Link copied',
    ],
    [
      'ja',
      'an assignment',
      ASSIGNMENT_PATH,
      SHARED_ASSIGNMENT_PATH,
      'Unit 5: Talking About Hobbies',
      'リンクを共有',
      'リンクをコピーしました',
    ],
    [
      'en',
      'an assignment',
      ASSIGNMENT_PATH,
      SHARED_ASSIGNMENT_PATH,
      'Unit 5: Talking About Hobbies',
      'Share link',
      'Link copied',
    ],
  ] as const)(
    '(%s) copies the link of %s (an assignment with its organisation) and says so in a toast',
    async (lang, _what, path, shared, title, button, copied) => {
      language.write(lang);
      const { user } = await renderApp(path, { as: HANA });
      await screen.findByRole('heading', { level: 1, name: title }, SLOW);
      expect(toastRegion()).toHaveTextContent('');
      const write = vi.spyOn(navigator.clipboard, 'writeText');

      await user.click(screen.getByRole('button', { name: button }));

      await waitFor(() => expect(toastRegion()).toHaveTextContent(copied));
      expect(write).toHaveBeenCalledOnce();
      expect(readShareLink(write.mock.calls[0]![0])).toEqual(expectedLink(shared));
    },
  );

  it('only logs a copy that fails: no toast, no error', async () => {
    const log = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const { user } = await renderApp(ASSIGNMENT_PATH, { as: HANA });
    await screen.findByRole('heading', { level: 1, name: 'Unit 5: Talking About Hobbies' }, SLOW);
    const refused = new DOMException('Write permission denied.', 'NotAllowedError');
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(refused);

    await user.click(screen.getByRole('button', { name: 'リンクを共有' }));

    await waitFor(() =>
      expect(log).toHaveBeenCalledWith(
        '[eigo] share.copy-failed',
        expect.objectContaining({ error: expect.stringContaining('Write permission denied.') }),
      ),
    );
    expect(toastRegion()).toHaveTextContent('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
