// The texts of the auth and user problems (product spec section 8), in Japanese and English.
export const AUTH_MESSAGES = {
  /** user.authentication.error.incorrectDetails */
  incorrectDetails: {
    ja: 'メールアドレスとパスワードを正しく入力してください',
    en: 'An account could not be found matching the entered credentials',
  },
  organisationOnly: {
    ja: 'このサービスは団体ユーザー専用です。個人ユーザーの方はアプリをご利用ください。',
    en: 'This is only for organizational users. Individual users should use the app.',
  },
  organisationOnlyTitle: { ja: '団体ユーザー専用です', en: 'For organisation users only' },
  /** user.authentication.jwt.invalid */
  linkInvalid: { ja: 'ご利用のリンクが正しくありません', en: 'The link used is incorrect' },
  /** user.authentication.jwt.expired */
  linkExpired: { ja: 'ご利用のリンクは有効期限が切れています', en: 'The link used is expired' },
  /** user.authentication.jwt.error */
  linkError: {
    ja: 'ご利用のリンクでエラーが発生しました',
    en: 'There was an error with the link used',
  },
  ssoInvalid: { ja: 'トークンが無効です', en: 'Invalid token' },
  resetRequested: {
    ja: 'ご登録のアカウントがある場合、パスワード再設定のリンクをメールでお送りしました',
    en: 'If an account uses this address, a link to reset the password has been sent to it',
  },
  aiConversationDisabled: {
    ja: 'AIチャットはこのアカウントでは利用できません',
    en: 'AI chat is not available for this alias',
  },
  aliasNotFound: { ja: 'エイリアスが見つかりません', en: 'The alias was not found' },
} as const;
