import { defineMessages } from '../catalogue';

/** Messages of the platform itself: sessions, permissions, limits and malformed requests. */
export const platformMessages = defineMessages({
  notSignedIn: 'You must be signed in',
  forbidden: 'You do not have permission to do this',
  tooManyRequests: 'Too many requests. Please slow down and try again shortly.',
  notFound: 'Not found',
  malformedJson: 'The request body is not valid JSON',
  bodyTooLarge: 'The request body is too large',
  unsupportedMediaType: 'Send the request body as JSON',
  foreignOrigin: 'This request came from another site and was refused',
  internalError: 'Something went wrong on our side. Please try again.',
  serviceUnavailable: 'Hidaya is briefly unavailable. Please try again in a moment.',
  /** Every AI feature's answer over the free allowance (the AI-turn pipeline's). */
  quotaExceeded: 'You have used your 5 free messages this month. Upgrade to Premium for unlimited messages.',
  /** A fragment: the error handler puts the field in front ("username: must not contain..."). */
  nulCharacter: 'must not contain the NUL character (U+0000)',
  unstorableText: 'The request contains a character that cannot be stored',
});
