// The password rules of the product spec (section 5), shared by the client forms and the mock
// backend. Checked in the spec's order; the first failing rule decides the message.

export type PasswordRuleId = 'length' | 'allowedCharacters' | 'symbols' | 'letter' | 'digit';

/** Message ids: the rules, plus the confirmation mismatch of the reset form and an unknown error. */
export type PasswordMessageId = PasswordRuleId | 'mismatch' | 'unknown';

const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_MAX_LENGTH = 64;

type Rule = { id: PasswordRuleId; passes: (password: string) => boolean };

/** The rules in the order they are checked. */
export const PASSWORD_RULES: readonly Rule[] = [
  {
    id: 'length',
    // Counted in characters (code points), so a full-width character counts once.
    passes: (p) => [...p].length >= PASSWORD_MIN_LENGTH && [...p].length <= PASSWORD_MAX_LENGTH,
  },
  // Half-width (printable ASCII, no space) only: full-width letters, digits and kana are refused.
  { id: 'allowedCharacters', passes: (p) => /^[\x21-\x7e]*$/.test(p) },
  // Symbols are ASCII too, but the backend refuses them in practice: letters and digits only.
  { id: 'symbols', passes: (p) => /^[A-Za-z0-9]*$/.test(p) },
  { id: 'letter', passes: (p) => /[A-Za-z]/.test(p) },
  { id: 'digit', passes: (p) => /[0-9]/.test(p) },
];

/** The first rule the password breaks, or null when it satisfies them all. */
export function checkPassword(password: string): PasswordRuleId | null {
  return PASSWORD_RULES.find((rule) => !rule.passes(password))?.id ?? null;
}

/** The reset form: the password's own rules first, then the confirmation must match. */
export function checkNewPassword(password: string, confirmation: string): PasswordMessageId | null {
  return checkPassword(password) ?? (password === confirmation ? null : 'mismatch');
}

/** The texts of every password message, in Japanese (the default) and English. */
export const PASSWORD_MESSAGES: Record<PasswordMessageId, { ja: string; en: string }> = {
  length: {
    ja: 'パスワードは8文字以上64文字以内で入力してください',
    en: 'The password must be 8 to 64 characters long',
  },
  allowedCharacters: {
    ja: '全角文字は使用できません。半角英数字で入力してください',
    en: 'Full-width characters cannot be used. Use half-width letters and numbers',
  },
  symbols: {
    ja: '@+!#=などの記号は使用できません',
    en: 'Symbols such as @+!#= cannot be used',
  },
  letter: {
    ja: 'パスワードには英字を1文字以上含めてください',
    en: 'The password must include a letter',
  },
  digit: {
    ja: 'パスワードには数字を1文字以上含めてください',
    en: 'The password must include a number',
  },
  mismatch: {
    ja: 'パスワードが一致しません',
    en: 'The passwords do not match',
  },
  unknown: {
    ja: '不明なエラーが発生しました',
    en: 'An unknown error occurred',
  },
};
