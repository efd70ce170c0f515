import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MESSAGES,
  PASSWORD_RULES,
  checkNewPassword,
  checkPassword,
  type PasswordRuleId,
} from './password-rules';

describe('checkPassword', () => {
  it.each<[string, string, PasswordRuleId | null]>([
    ['the demo password', 'sakura2026', null],
    ['7 characters', 'abcd123', 'length'],
    ['8 characters', 'abcde123', null],
    ['64 characters', 'a1'.repeat(32), null],
    ['65 characters', 'a1'.repeat(32) + 'b', 'length'],
    ['empty', '', 'length'],
    ['full-width letters and digits', 'ａｂｃｄ１２３４', 'allowedCharacters'],
    ['one full-width digit among ASCII', 'sakura202６', 'allowedCharacters'],
    ['kana', 'さくらsakura2026', 'allowedCharacters'],
    ['a space', 'sakura 2026', 'allowedCharacters'],
    ['@', 'sakura@2026', 'symbols'],
    ['+', 'sakura+2026', 'symbols'],
    ['!', 'sakura!2026', 'symbols'],
    ['#', 'sakura#2026', 'symbols'],
    ['=', 'sakura=2026', 'symbols'],
    ['-', 'sakura-2026', 'symbols'],
    ['digits only', '12345678', 'letter'],
    ['letters only', 'abcdefgh', 'digit'],
    ['upper-case letters and digits', 'SAKURA2026', null],
  ])('%s → %s', (_label, password, expected) => {
    expect(checkPassword(password)).toBe(expected);
  });

  // The spec's check order: length, allowed characters, symbol-free, letter, digit.
  it.each<[string, string, PasswordRuleId]>([
    ['too short beats full-width', 'ａ１', 'length'],
    ['too short beats symbols', 'a@1', 'length'],
    ['full-width beats symbols', 'ａｂｃ@1234', 'allowedCharacters'],
    ['symbols beat a missing letter', '1234@5678', 'symbols'],
    ['symbols beat a missing digit', 'abcd@efgh', 'symbols'],
  ])('order: %s', (_label, password, expected) => {
    expect(checkPassword(password)).toBe(expected);
  });

  it('checks the rules in the spec order', () => {
    expect(PASSWORD_RULES.map((r) => r.id)).toEqual([
      'length',
      'allowedCharacters',
      'symbols',
      'letter',
      'digit',
    ]);
  });

  it('counts a full-width character once', () => {
    // 8 full-width characters pass the length rule and fail the next one.
    expect(checkPassword('ａ'.repeat(8))).toBe('allowedCharacters');
  });
});

describe('checkNewPassword', () => {
  it.each<[string, string, string, string | null]>([
    ['matching and valid', 'sakura2026', 'sakura2026', null],
    ['valid but different', 'sakura2026', 'sakura2027', 'mismatch'],
    ['a rule failure comes before the mismatch', 'short1', 'other', 'length'],
  ])('%s', (_label, password, confirmation, expected) => {
    expect(checkNewPassword(password, confirmation)).toBe(expected);
  });
});

describe('PASSWORD_MESSAGES', () => {
  it.each(Object.entries(PASSWORD_MESSAGES))('%s has a ja and an en text', (_id, text) => {
    expect(text.ja).not.toBe('');
    expect(text.en).not.toBe('');
    expect(text.ja).not.toBe(text.en);
  });
});
