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
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  loggedOut: 'You have been logged out successfully.',
  accountDeleted: 'Your account and its data have been deleted.',
});
