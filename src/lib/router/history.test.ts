// The browser's history is tested in a browser-like page: navigation.test.tsx.
import { describe, expect, it } from 'vitest';
import { createMemoryHistory, createPath, NavigationType, parsePath } from './history';

describe('parsePath and createPath', () => {
  it.each([
    ['/a/b?c=1#d', { pathname: '/a/b', search: '?c=1', hash: '#d' }],
    ['/a', { pathname: '/a' }],
    ['?c=1', { search: '?c=1' }],
    ['#d', { hash: '#d' }],
    ['/a#d?not-a-query', { pathname: '/a', hash: '#d?not-a-query' }],
  ])('%s', (path, parts) => {
    expect(parsePath(path)).toEqual(parts);
  });

  it('writes a path back, leaving out an empty query and fragment', () => {
    expect(createPath({ pathname: '/a', search: '?c=1', hash: '#d' })).toBe('/a?c=1#d');
    expect(createPath({ pathname: '/a', search: '?', hash: '#' })).toBe('/a');
    expect(createPath({ search: 'c=1' })).toBe('/?c=1');
  });
});

describe('createMemoryHistory', () => {
  it('starts at the last entry and pushes, replaces and steps', () => {
    const history = createMemoryHistory({ initialEntries: ['/a', '/b'] });
    expect(history.location.pathname).toBe('/b');
    const pops: [string, number | null][] = [];
    history.listen(({ location, delta }) => pops.push([location.pathname, delta]));

    history.push('/c?x=1', { from: 'b' });
    expect(history.action).toBe(NavigationType.Push);
    expect(history.location).toMatchObject({
      pathname: '/c',
      search: '?x=1',
      state: { from: 'b' },
    });

    history.replace('?x=2');
    expect(history.action).toBe(NavigationType.Replace);
    expect(history.location).toMatchObject({ pathname: '/c', search: '?x=2', state: null });

    history.go(-2);
    expect(history.location.pathname).toBe('/a');
    expect(history.location.key).toBe('default');
    history.push('/d');
    history.go(1);
    expect(history.location.pathname).toBe('/d');
    // Pushes and replaces are the caller's own; only steps are heard.
    expect(pops).toEqual([
      ['/a', -2],
      ['/d', 1],
    ]);
  });

  it('gives each new entry its own key and drops "?" alone', () => {
    const history = createMemoryHistory();
    history.push('/a');
    const first = history.location.key;
    history.push('/a?');
    expect(history.location.key).not.toBe(first);
    expect(history.location.search).toBe('');
  });
});
