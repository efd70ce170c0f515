import { PASSWORD_MESSAGES, type PasswordMessageId } from '../../lib/rules/password-rules';
import type { Catalogue } from '../catalogue';

// The password messages are the ones the backend answers with (src/lib/rules/password-rules.ts), so a
// message reads the same whether the form or the server caught the problem.
const passwordMessages = Object.fromEntries(
  (Object.keys(PASSWORD_MESSAGES) as PasswordMessageId[]).map((id) => [
    `auth.password.${id}`,
    PASSWORD_MESSAGES[id].en,
  ]),
);

const auth: Catalogue = {
  'auth.login.title': 'Sign in',
  'auth.login.email': 'Email address',
  'auth.login.password': 'Password',
  'auth.login.submit': 'Sign in',
  'auth.login.submitting': 'Signing in…',
  'auth.login.emailRequired': 'Enter your email address',
  'auth.login.passwordRequired': 'Enter your password',
  'user.authentication.error.incorrectDetails':
    'An account could not be found matching the entered credentials',
  'auth.login.forgotPassword': 'Forgot your password?',
  'auth.login.sso': 'Sign in with single sign-on',
  'user.authentication.error.organisationOnly':
    'This is only for organisational users. Individual users should use <appLink>the app</appLink>.',
  'auth.common.unknownError': 'Something went wrong. Please try again in a moment.',
  'auth.common.backToLogin': 'Back to sign in',
  'auth.setPassword.title': 'Set your password',
  'auth.setPassword.tmpPasswordIntro':
    'You signed in with a temporary password. Set a password of your own.',
  'auth.setPassword.newPassword': 'New password',
  'auth.setPassword.confirmation': 'New password (again)',
  'auth.setPassword.rules':
    '8 to 64 half-width letters and numbers, with at least one letter and one number (no symbols).',
  'auth.setPassword.submit': 'Set password',
  'auth.setPassword.submitting': 'Saving…',
  ...passwordMessages,
  'auth.link.checking': 'Checking the link',
  'user.authentication.jwt.invalid': 'The link used is incorrect',
  'user.authentication.jwt.expired': 'The link used is expired',
  'user.authentication.jwt.error': 'There was an error with the link used',
  'auth.invitation.title': 'Create your password',
  'auth.invitation.intro': 'You have been invited. Create the password you will sign in with.',
  'auth.invitation.account': 'Account',
  'auth.invitation.email': 'Email address',
  'auth.invitation.orgName': 'Organisation',
  'auth.invitation.userName': 'Name',
  'auth.invitation.signingIn': 'Signing you in',
  'auth.resetRequest.title': 'Reset your password',
  'auth.resetRequest.intro':
    'Enter the email address of your account and we will send you a link to reset your password.',
  'auth.resetRequest.email': 'Email address',
  'auth.resetRequest.emailRequired': 'Enter your email address',
  'auth.resetRequest.submit': 'Send the reset link',
  'auth.resetRequest.submitting': 'Sending…',
  'auth.resetRequest.sent':
    'If an account uses {email}, a link to reset its password is on its way. Please check your email.',
  'auth.resetPassword.title': 'Set a new password',
  'auth.resetPassword.intro': 'Type your new password twice.',
  'auth.resetPassword.requestAgain': 'Get a new reset link',
  'auth.sso.title': 'Single sign-on',
  'auth.sso.signingIn': 'Signing you in',
  'auth.sso.invalidToken': 'Invalid token',
  'auth.sso.noToken': 'Open single sign-on from the link in your organisation’s system.',
};

export default auth;
