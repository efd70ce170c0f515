import { describe, expect, it } from 'vitest';
import { pickAlias, requestedAliasUuid } from './alias-selection';

const A = 'aaaaaaaa-0000-4000-8000-000000000001';
const B = 'bbbbbbbb-0000-4000-8000-000000000002';
const OTHER = 'cccccccc-0000-4000-8000-000000000003';

type Row = {
  case: string;
  aliases: string[];
  requested: string | null;
  remembered: Record<string, string>;
  expected: string | null;
};

describe('pickAlias', () => {
  it.each<Row>([
    { case: 'no aliases', aliases: [], requested: null, remembered: {}, expected: null },
    {
      case: 'nothing remembered: the first',
      aliases: [A, B],
      requested: null,
      remembered: {},
      expected: A,
    },
    {
      case: 'the remembered one',
      aliases: [A, B],
      requested: null,
      remembered: { u1: B },
      expected: B,
    },
    {
      case: "another user's selection is ignored",
      aliases: [A, B],
      requested: null,
      remembered: { u2: OTHER },
      expected: A,
    },
    {
      case: 'this user among several',
      aliases: [A, B],
      requested: null,
      remembered: { u2: OTHER, u1: B },
      expected: B,
    },
    {
      case: 'the requested one wins',
      aliases: [A, B],
      requested: B,
      remembered: { u1: A },
      expected: B,
    },
    {
      case: 'an unknown request falls back',
      aliases: [A, B],
      requested: OTHER,
      remembered: { u1: B },
      expected: B,
    },
    {
      case: 'an unknown request, nothing remembered',
      aliases: [A],
      requested: OTHER,
      remembered: {},
      expected: A,
    },
  ])('$case', ({ aliases, requested, remembered, expected }) => {
    expect(pickAlias(aliases, requested, remembered)).toBe(expected);
  });
});

describe('requestedAliasUuid', () => {
  it.each([
    ['', null],
    [`?aliasUuid=${A}`, A],
    ['?aliasUuid=%20%20', null],
    // The login page the guard sent a teacher's link to: the session starts in its organisation.
    [`?nextPath=${encodeURIComponent(`/assignment/details/12?aliasUuid=${B}`)}`, B],
    ['?nextPath=%2Fcourse%2Fexplore%2F', null],
    [`?nextPath=${encodeURIComponent(`https://evil.example/?aliasUuid=${B}`)}`, null],
  ])('%s → %s', (search, expected) => {
    expect(requestedAliasUuid(search)).toBe(expected);
  });
});
