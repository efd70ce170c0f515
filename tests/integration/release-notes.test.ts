import { describe, expect, it } from 'vitest';
import { listReleaseNotes } from '../../src/api/generated/endpoints/release-notes/release-notes';
import { releaseNotes } from '../../mock-server/db/release-notes';
import { USER } from '../../mock-server/seed/demo-identities';
import { apiError } from '../support/api-error';
import { actAs, signIn, useMockBackend } from '../support/mock-backend';

const signInHana = (language: 'ja' | 'en' = 'ja') =>
  signIn(USER.hana.email, USER.hana.password, undefined, language);

describe('listReleaseNotes', () => {
  useMockBackend();

  it('pages the web notes ten at a time, newest first, up to 1.22.20', async () => {
    await signInHana();
    const first = await listReleaseNotes({ page: 1, scope: 'web' });
    expect(first.count).toBe(15);
    expect(first.results).toHaveLength(10);
    expect(first.next).toBe(2);
    expect(first.results[0]).toMatchObject({ version: '1.22.20', date: '2026-10-27' });
    const dates = first.results.map((note) => note.date);
    expect(dates).toEqual([...dates].sort().reverse());

    const second = await listReleaseNotes({ page: 2, scope: 'web' });
    expect(second.results).toHaveLength(5);
    expect(second.next).toBeNull();
    expect(second.results.at(-1)).toMatchObject({ version: '1.20.0' });
    const versions = [...first.results, ...second.results].map((note) => note.version);
    expect(new Set(versions).size).toBe(15);
  });

  it('defaults to page 1 of the web scope', async () => {
    await signInHana();
    const page = await listReleaseNotes();
    expect(page.results[0]!.version).toBe('1.22.20');
    expect(page.next).toBe(2);
  });

  it('answers an empty last page past the end', async () => {
    await signInHana();
    const page = await listReleaseNotes({ page: 3, scope: 'web' });
    expect(page).toEqual({ results: [], next: null, count: 15 });
  });

  it('answers the body in the language of Accept-Language', async () => {
    await signInHana('ja');
    const ja = await listReleaseNotes({ page: 1 });
    await signInHana('en');
    const en = await listReleaseNotes({ page: 1 });
    expect(ja.results[0]!.body).toContain('読み上げ');
    expect(en.results[0]!.body).toBe('Better support for screen readers.\n\nPlus minor bug fixes.');
    expect(en.results.map((n) => n.version)).toEqual(ja.results.map((n) => n.version));
  });

  it('keeps the scopes apart', async () => {
    await signInHana('en');
    const ios = await listReleaseNotes({ scope: 'ios' });
    expect(ios.results.map((n) => n.version)).toEqual(['4.0.1', '4.0.0']);
    expect(ios.next).toBeNull();
    const android = await listReleaseNotes({ scope: 'android' });
    expect(android.count).toBe(1);
  });

  it.each([
    ['page 0', { page: 0 }, 'page'],
    ['a page that is not a number', { page: 'two' as unknown as number }, 'page'],
    ['an unknown scope', { scope: 'desktop' as 'web' }, 'scope'],
  ])('refuses %s with a 400 problem naming the field', async (_label, params, field) => {
    await signInHana('en');
    const before = releaseNotes.all().length;
    const error = await apiError(listReleaseNotes(params));
    expect(error.status).toBe(400);
    expect(error.firstError(field)).toBeTruthy();
    expect(releaseNotes.all()).toHaveLength(before);
  });

  it('needs a token', async () => {
    actAs({});
    const error = await apiError(listReleaseNotes());
    expect(error.status).toBe(401);
  });
});
