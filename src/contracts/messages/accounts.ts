import { defineMessages } from '../catalogue';

export const accountsMessages = defineMessages({
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  usernameMin: 'Username must be at least 3 characters',
  usernameMax: 'Username cannot exceed 30 characters',
  usernameChars: 'Username can only contain letters, numbers, underscores and hyphens',
  usernameReserved: 'This username is reserved',
  emailInvalid: 'Invalid email format',
  emailReal: 'Please use a real email address',
  passwordMin: 'Password must be at least 8 characters',
  passwordMax: 'Password is too long',
  passwordUpper: 'Password must contain at least one uppercase letter',
  passwordLower: 'Password must contain at least one lowercase letter',
  passwordNumber: 'Password must contain at least one number',
  passwordSpecial: 'Password must contain at least one special character',
  invalidCredentials: 'Invalid username or password',
  usernameTaken: 'This username is already taken',
  emailTaken: 'An account with this email already exists',
  preferencesEmpty: 'Nothing to save: send a language, a prayer tradition or an experience level',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  loggedOut: 'You have been logged out successfully.',
  accountDeleted: 'Your account and its data have been deleted.',
  currentPasswordRequired: 'Enter your current password',
  currentPasswordWrong: 'Your current password is not correct',
  passwordChanged: 'Your password has been changed. Your other devices have been signed out.',
  emailChanged: 'Your email address has been changed.',
  emailChangeRequested:
    'We have sent a link to your new address. Your email address changes when you open it; until then it stays as it is.',
  emailUnchanged: 'This is already your email address.',
  emailLinkInvalid:
    'This link is not valid or has expired. Change your email address again in your profile to get a new one.',
  resetRequested:
    'If an account uses this email address, we have sent it a link to choose a new password. The link works once, for one hour.',
  resetLinkInvalid: 'This link is not valid or has expired. Ask for a new one.',
  passwordReset: 'Your password has been changed. Sign in with your new password.',
  lastAdminAccount:
    "You are Hidaya's only administrator: make another account an administrator before deleting yours.",
});
