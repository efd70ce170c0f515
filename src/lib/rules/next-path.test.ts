import { describe, expect, it } from 'vitest';
import { nextPathOf, safeNextPath } from './next-path';

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

describe('nextPathOf', () => {
  it.each([
    [{ pathname: '/skills/overview', search: '', hash: '' }, '/skills/overview'],
    [{ pathname: '/a', search: '?b=1', hash: '#c' }, '/a?b=1#c'],
    [{ pathname: '/a', search: '?aliasUuid=x', hash: '' }, '/a'],
    [{ pathname: '/a', search: '?aliasUuid=x&problemCount=5', hash: '' }, '/a?problemCount=5'],
  ])('%j → %s', (location, expected) => {
    expect(nextPathOf(location)).toBe(expected);
  });
});
