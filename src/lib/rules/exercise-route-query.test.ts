import { describe, expect, it } from 'vitest';
import { drillTypeOfPath, exerciseRouteQuery } from './exercise-route-query';

describe('exerciseRouteQuery', () => {
  it.each([
    ['', 10, 5],
    ['?problemCount=20', 20, 5],
    ['?schoolGrade=12', 10, 12],
    ['?problemCount=5&schoolGrade=31', 5, 31],
    ['?problemCount=0', 10, 5],
    ['?problemCount=-3', 10, 5],
    ['?problemCount=abc', 10, 5],
    ['?problemCount=2.5', 10, 5],
    ['?schoolGrade=7', 10, 5],
    ['?schoolGrade=', 10, 5],
    ['?schoolGrade=3', 10, 3],
  ])('%s → problemCount %i, schoolGrade %i', (search, problemCount, schoolGrade) => {
    expect(exerciseRouteQuery(search)).toEqual({ problemCount, schoolGrade });
  });
});

describe('drillTypeOfPath', () => {
  it.each([
    ['/exercise/c/drill-vocabulary/e', 4],
    ['/exercise/c/drill-listening/e/12', 5],
    ['/exercise/c/drill-pronunciation/e', 6],
    ['/exercise/c/drill-typing/e', null],
    ['/exercise/c/chat/e', null],
    ['/skills/practice/vocabulary', null],
  ])('%s → %s', (path, type) => {
    expect(drillTypeOfPath(path)).toBe(type);
  });
});
