import { describe, expect, it } from 'vitest';
import { needsReload, parseBuildInfo } from './build-info';

describe('parseBuildInfo', () => {
  it.each([
    [
      { commitHash: 'abc123', maintenanceMode: { active: false, message: null } },
      { commitHash: 'abc123', maintenance: { active: false, message: null } },
    ],
    [
      { commitHash: 'abc123', maintenanceMode: { active: true, message: 'Back at 10:00' } },
      { commitHash: 'abc123', maintenance: { active: true, message: 'Back at 10:00' } },
    ],
    [
      { commitHash: '', maintenanceMode: { active: 'yes', message: '  ' } },
      { commitHash: null, maintenance: { active: false, message: null } },
    ],
    [{ commitHash: 42 }, { commitHash: null, maintenance: { active: false, message: null } }],
    [null, { commitHash: null, maintenance: { active: false, message: null } }],
    ['<html>', { commitHash: null, maintenance: { active: false, message: null } }],
  ])('%j', (value, expected) => {
    expect(parseBuildInfo(value)).toEqual(expected);
  });
});

describe('needsReload', () => {
  it.each([
    ['a', 'a', false],
    ['a', 'b', true],
    [null, 'b', false],
    ['a', null, false],
    [null, null, false],
  ])('running %s, published %s → %s', (running, published, expected) => {
    expect(needsReload(running, published)).toBe(expected);
  });
});
