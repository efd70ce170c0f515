import { defineMessage, defineMessages, type MessageTag } from 'react-intl';
import type { PasswordMessageId } from '../../lib/rules/password-rules';

// Texts live in the catalogues (src/i18n/<lang>/auth.ts); the spec's own keys are kept where it
// names them (user.authentication.error.incorrectDetails, user.authentication.jwt.*).

export const loginMessages = defineMessages({
  title: { id: 'auth.login.title' },
  email: { id: 'auth.login.email' },
  password: { id: 'auth.login.password' },
  submit: { id: 'auth.login.submit' },
  submitting: { id: 'auth.login.submitting' },
  emailRequired: { id: 'auth.login.emailRequired' },
  passwordRequired: { id: 'auth.login.passwordRequired' },
  incorrectDetails: { id: 'user.authentication.error.incorrectDetails' },
  forgotPassword: { id: 'auth.login.forgotPassword' },
  sso: { id: 'auth.login.sso' },
});

export const commonMessages = {
  ...defineMessages({
    unknownError: { id: 'auth.common.unknownError' },
    backToLogin: { id: 'auth.common.backToLogin' },
  }),
  /** Links to the native app's page: format it with appLinkValues (components/app-link). */
  organisationOnly: defineMessage<{ appLink: MessageTag }>({
    id: 'user.authentication.error.organisationOnly',
  }),
};

export const setPasswordMessages = defineMessages({
  title: { id: 'auth.setPassword.title' },
  tmpPasswordIntro: { id: 'auth.setPassword.tmpPasswordIntro' },
  newPassword: { id: 'auth.setPassword.newPassword' },
  confirmation: { id: 'auth.setPassword.confirmation' },
  rules: { id: 'auth.setPassword.rules' },
  submit: { id: 'auth.setPassword.submit' },
  submitting: { id: 'auth.setPassword.submitting' },
});

/** One message per password rule and the form's own checks (ids from src/lib/rules/password-rules). */
export const passwordMessages: Record<PasswordMessageId, { id: string }> = defineMessages({
  length: { id: 'auth.password.length' },
  allowedCharacters: { id: 'auth.password.allowedCharacters' },
  symbols: { id: 'auth.password.symbols' },
  letter: { id: 'auth.password.letter' },
  digit: { id: 'auth.password.digit' },
  mismatch: { id: 'auth.password.mismatch' },
  unknown: { id: 'auth.password.unknown' },
});

export const linkMessages = defineMessages({
  checking: { id: 'auth.link.checking' },
  invalid: { id: 'user.authentication.jwt.invalid' },
  expired: { id: 'user.authentication.jwt.expired' },
  error: { id: 'user.authentication.jwt.error' },
});

export const invitationMessages = defineMessages({
  title: { id: 'auth.invitation.title' },
  intro: { id: 'auth.invitation.intro' },
  account: { id: 'auth.invitation.account' },
  email: { id: 'auth.invitation.email' },
  orgName: { id: 'auth.invitation.orgName' },
  userName: { id: 'auth.invitation.userName' },
  signingIn: { id: 'auth.invitation.signingIn' },
});

export const resetRequestMessages = defineMessages({
  title: { id: 'auth.resetRequest.title' },
  intro: { id: 'auth.resetRequest.intro' },
  email: { id: 'auth.resetRequest.email' },
  emailRequired: { id: 'auth.resetRequest.emailRequired' },
  submit: { id: 'auth.resetRequest.submit' },
  submitting: { id: 'auth.resetRequest.submitting' },
  sent: defineMessage<{ email: string }>({ id: 'auth.resetRequest.sent' }),
});

export const resetPasswordMessages = defineMessages({
  title: { id: 'auth.resetPassword.title' },
  intro: { id: 'auth.resetPassword.intro' },
  requestAgain: { id: 'auth.resetPassword.requestAgain' },
});

export const ssoMessages = defineMessages({
  title: { id: 'auth.sso.title' },
  signingIn: { id: 'auth.sso.signingIn' },
  invalidToken: { id: 'auth.sso.invalidToken' },
  noToken: { id: 'auth.sso.noToken' },
});
