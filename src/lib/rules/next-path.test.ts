import { describe, expect, it } from 'vitest';
import { nextPathOf, pathAfterSignIn, safeNextPath, withoutAliasUuid } from './next-path';

describe('safeNextPath', () => {
  it.each([
    ['/course/explore/', '/course/explore/'],
    ['/course/details/abc?x=1#y', '/course/details/abc?x=1#y'],
    ['/', '/'],
    ['', null],
    [null, null],
    [undefined, null],
    ['https://evil.example/', null],
    ['//evil.example/', null],
    ['/\\evil.example', null],
    ['javascript:alert(1)', null],
    ['/a\nb', null],
  ])('%j → %j', (value, expected) => {
    expect(safeNextPath(value)).toBe(expected);
  });
});

// A teacher's link names its organisation: the login page must bring the user back to it.
describe('nextPathOf', () => {
  it.each([
    [{ pathname: '/skills/overview', search: '', hash: '' }, '/skills/overview'],
    [{ pathname: '/a', search: '?b=1', hash: '#c' }, '/a?b=1#c'],
    [
      { pathname: '/assignment/details/12', search: '?aliasUuid=x', hash: '' },
      '/assignment/details/12?aliasUuid=x',
    ],
  ])('%j → %s', (location, expected) => {
    expect(nextPathOf(location)).toBe(expected);
  });
});

describe('withoutAliasUuid', () => {
  it.each([
    [{ pathname: '/a', search: '?aliasUuid=x', hash: '' }, '/a'],
    [{ pathname: '/a', search: '?aliasUuid=x&problemCount=5', hash: '#h' }, '/a?problemCount=5#h'],
    [{ pathname: '/a', search: '?b=1', hash: '' }, '/a?b=1'],
  ])('%j → %s', (location, expected) => {
    expect(withoutAliasUuid(location)).toBe(expected);
  });
});

describe('pathAfterSignIn', () => {
  it.each([
    ['', '/'],
    ['?nextPath=%2Fcourse%2Fexplore%2F', '/course/explore/'],
    ['?nextPath=https%3A%2F%2Fevil.example%2F', '/'],
    [
      '?nextPath=%2Fassignment%2Fdetails%2F12%3FaliasUuid%3Dm',
      '/assignment/details/12?aliasUuid=m',
    ],
    // An SSO, invitation or reset link naming the organisation itself.
    ['?aliasUuid=m', '/?aliasUuid=m'],
    ['?nextPath=%2Fa%3Fb%3D1%23h&aliasUuid=m', '/a?b=1&aliasUuid=m#h'],
    // The page the guard remembered names its own organisation: that one wins.
    ['?nextPath=%2Fa%3FaliasUuid%3Dm&aliasUuid=s', '/a?aliasUuid=m'],
  ])('%s → %s', (search, expected) => {
    expect(pathAfterSignIn(search, '/')).toBe(expected);
  });
});
