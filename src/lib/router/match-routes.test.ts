import { describe, expect, it } from 'vitest';
import { ROUTE_PATTERN } from '../../config/routes';
import { matchRoutes, type RouteLike } from './match-routes';

type Route = RouteLike & { name: string; children?: Route[] };

const table: Route[] = [
  {
    name: 'root',
    children: [
      {
        name: 'main',
        children: [
          { name: 'home', path: ROUTE_PATTERN.home },
          { name: 'assignmentDetails', path: ROUTE_PATTERN.assignmentDetails },
          { name: 'assignmentExplore', path: ROUTE_PATTERN.assignmentExplore },
          { name: 'chat', path: ROUTE_PATTERN.exercise('chat') },
          { name: 'exerciseRoot', path: ROUTE_PATTERN.exerciseRoot },
          {
            name: 'history',
            path: 'learning-history',
            children: [{ name: 'summary', path: 'summary' }],
          },
        ],
      },
      { name: 'notFound', path: '*' },
    ],
  },
];

const names = (pathname: string) =>
  matchRoutes(table, pathname)?.map((match) => match.route.name) ?? null;
const params = (pathname: string) => matchRoutes(table, pathname)?.[0]?.params;

describe('matchRoutes', () => {
  it.each([
    ['/', ['root', 'main', 'home']],
    ['/assignment/details/42', ['root', 'main', 'assignmentDetails']],
    ['/assignment/explore/', ['root', 'main', 'assignmentExplore']],
    ['/assignment/explore', ['root', 'main', 'assignmentExplore']],
    ['/ASSIGNMENT/Explore/', ['root', 'main', 'assignmentExplore']],
    ['/learning-history/summary', ['root', 'main', 'history', 'summary']],
    ['/learning-history', ['root', 'main', 'history']],
    ['/nowhere/at/all', ['root', 'notFound']],
    ['/assignment/details', ['root', 'notFound']],
    ['/assignment/details/42/more', ['root', 'notFound']],
  ])('%s renders %j, outermost first', (pathname, expected) => {
    expect(names(pathname)).toEqual(expected);
  });

  it('ranks a static segment over a parameter, whatever the order of the table', () => {
    expect(names('/exercise/c1/chat/e1')).toEqual(['root', 'main', 'chat']);
    expect(names('/exercise/c1/e1/7')).toEqual(['root', 'main', 'exerciseRoot']);
    expect(names('/exercise/c1/e1')).toEqual(['root', 'main', 'exerciseRoot']);
  });

  it('gives the parameters, decoded, and leaves an absent optional one out', () => {
    expect(params('/exercise/c1/chat/e1/9')).toEqual({
      courseUuid: 'c1',
      exerciseUuid: 'e1',
      assignmentId: '9',
    });
    expect(params('/exercise/c1/chat/e1')).toEqual({ courseUuid: 'c1', exerciseUuid: 'e1' });
    expect(params('/assignment/details/a%20b')).toEqual({ assignmentId: 'a b' });
    expect(params('/assignment/details/%E0%A4%A')).toEqual({ assignmentId: '%E0%A4%A' });
    expect(params('/no/such/page')).toEqual({ '*': 'no/such/page' });
  });

  it('matches nothing without a catch-all', () => {
    expect(matchRoutes([{ path: '/a' }], '/b')).toBeNull();
  });

  it('keeps the order of equal siblings', () => {
    const first = { path: '/x/:a', name: 'first' };
    const second = { path: '/x/:b', name: 'second' };
    expect(matchRoutes([first, second], '/x/1')?.[0]?.route).toBe(first);
  });
});
