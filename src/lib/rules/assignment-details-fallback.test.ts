import { describe, expect, it } from 'vitest';
import {
  detailsFallbackCourse,
  parseAssignmentId,
  type DetailsFallbackInput,
} from './assignment-details-fallback';

const COURSE = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
const base: DetailsFallbackInput = {
  assignmentId: 12,
  pathname: '/assignment/details/12',
  failed: true,
  loaded: false,
  knownCourses: [COURSE],
};

describe('detailsFallbackCourse', () => {
  it.each<[string, Partial<DetailsFallbackInput>, string | null]>([
    ['failed, not loaded, the addressed one: to its course', {}, COURSE],
    ['a trailing slash still names it', { pathname: '/assignment/details/12/' }, COURSE],
    ['not failed', { failed: false }, null],
    ['loaded earlier (a refetch failed): stays', { loaded: true }, null],
    ['another assignment in the address', { pathname: '/assignment/details/13' }, null],
    ['no course known', { knownCourses: [] }, null],
    [
      'empty entries skipped, the first known wins',
      { knownCourses: [null, '', OTHER, COURSE] },
      OTHER,
    ],
  ])('%s', (_name, change, expected) => {
    expect(detailsFallbackCourse({ ...base, ...change })).toBe(expected);
  });
});

describe('parseAssignmentId', () => {
  it.each([
    ['12', 12],
    ['1', 1],
    ['0', null],
    ['-3', null],
    ['012', null],
    ['1.5', null],
    ['abc', null],
    ['99999999999', null],
    ['', null],
    [undefined, null],
  ])('%j → %j', (text, expected) => {
    expect(parseAssignmentId(text)).toBe(expected);
  });
});
