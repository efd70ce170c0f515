import { PASSWORD_MESSAGES, type PasswordMessageId } from '../../lib/rules/password-rules';
import type { Catalogue } from '../catalogue';

// The password messages are the ones the backend answers with (src/lib/rules/password-rules.ts), so a
// message reads the same whether the form or the server caught the problem.
const passwordMessages = Object.fromEntries(
  (Object.keys(PASSWORD_MESSAGES) as PasswordMessageId[]).map((id) => [
    `auth.password.${id}`,
    PASSWORD_MESSAGES[id].ja,
  ]),
);

const auth: Catalogue = {
  'auth.login.title': 'ログイン',
  'auth.login.email': 'メールアドレス',
  'auth.login.password': 'パスワード',
  'auth.login.submit': 'ログイン',
  'auth.login.submitting': 'ログインしています…',
  'auth.login.emailRequired': 'メールアドレスを入力してください',
  'auth.login.passwordRequired': 'パスワードを入力してください',
  'user.authentication.error.incorrectDetails':
    'メールアドレスとパスワードを正しく入力してください',
  'auth.login.forgotPassword': 'パスワードをお忘れの方',
  'auth.login.sso': 'シングルサインオンでログイン',
  'user.authentication.error.organisationOnly':
    'このサービスは団体ユーザー専用です。個人ユーザーの方は<appLink>アプリ</appLink>をご利用ください。',
  'auth.common.unknownError': 'エラーが発生しました。しばらくしてからもう一度お試しください。',
  'auth.common.backToLogin': 'ログイン画面へ戻る',
  'auth.setPassword.title': 'パスワードの設定',
  'auth.setPassword.tmpPasswordIntro':
    '仮パスワードでログインしました。ご自身のパスワードを設定してください。',
  'auth.setPassword.newPassword': '新しいパスワード',
  'auth.setPassword.confirmation': '新しいパスワード（確認）',
  'auth.setPassword.rules':
    '8〜64文字の半角英数字で、英字と数字をそれぞれ1文字以上含めてください（記号は使えません）。',
  'auth.setPassword.submit': 'パスワードを設定する',
  'auth.setPassword.submitting': '設定しています…',
  ...passwordMessages,
  'auth.link.checking': 'リンクを確認しています',
  'user.authentication.jwt.invalid': 'ご利用のリンクが正しくありません',
  'user.authentication.jwt.expired': 'ご利用のリンクは有効期限が切れています',
  'user.authentication.jwt.error': 'ご利用のリンクでエラーが発生しました',
  'auth.invitation.title': 'パスワードの登録',
  'auth.invitation.intro': '招待されたアカウントです。ログインに使うパスワードを設定してください。',
  'auth.invitation.account': 'アカウント',
  'auth.invitation.email': 'メールアドレス',
  'auth.invitation.orgName': '所属',
  'auth.invitation.userName': '氏名',
  'auth.invitation.signingIn': 'ログインしています',
  'auth.resetRequest.title': 'パスワードの再設定',
  'auth.resetRequest.intro':
    'ご登録のメールアドレスを入力してください。パスワード再設定用のリンクをお送りします。',
  'auth.resetRequest.email': 'メールアドレス',
  'auth.resetRequest.emailRequired': 'メールアドレスを入力してください',
  'auth.resetRequest.submit': '再設定用のリンクを送る',
  'auth.resetRequest.submitting': '送信しています…',
  'auth.resetRequest.sent':
    '{email} のアカウントがある場合は、パスワード再設定用のリンクを送信しました。メールをご確認ください。',
  'auth.resetPassword.title': '新しいパスワードの設定',
  'auth.resetPassword.intro': '新しいパスワードを2回入力してください。',
  'auth.resetPassword.requestAgain': '再設定用のリンクをもう一度受け取る',
  'auth.sso.title': 'シングルサインオン',
  'auth.sso.signingIn': 'ログインしています',
  'auth.sso.invalidToken': 'トークンが無効です',
  'auth.sso.noToken': 'シングルサインオンは、所属先のシステムにあるリンクから開いてください。',
};

export default auth;
