/**
 * Every message the API and the shared schemas can show a person, in English, word for word as the
 * specification writes them. The client translates them through `messages.<key>` in its locale files,
 * so a server message reaches a user in their language (see `translateServerMessage`).
 */
export const messages = {
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
  notSignedIn: 'You must be signed in',
  forbidden: 'You do not have permission to do this',
  adminUsernameRequired: 'Please enter a username.',
  userNotFound: 'User not found',
  userMessagesReset: "User's message count has been reset to 0.",
  allMessagesReset: "All users' message counts have been reset to zero.",
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  tooManyRequests: 'Too many requests. Please slow down and try again shortly.',
  notFound: 'Not found',
  malformedJson: 'The request body is not valid JSON',
  bodyTooLarge: 'The request body is too large',
  unsupportedMediaType: 'Send the request body as JSON',
  foreignOrigin: 'This request came from another site and was refused',
  internalError: 'Something went wrong on our side. Please try again.',
  serviceUnavailable: 'Hidaya is briefly unavailable. Please try again in a moment.',
  loggedOut: 'You have been logged out successfully.',
  accountDeleted: 'Your account and its data have been deleted.',
  prayerAlreadyRecorded: 'This prayer is already recorded for that day',
  futureDate: 'Future dates cannot be marked',
  rangeTooLong: 'A date range can cover at most 366 days',
  rangeOrder: 'The start date must not be after the end date',
  prayerNotYetDue: "This prayer's time has not come yet",
  prayerWindowPassed: 'The time for this prayer has passed. Record it on the Prayer Tracker.',
  recordNotFound: 'Prayer record not found',
  prayerRecordRemoved: 'Prayer record has been removed.',
  activityAlreadyLogged: 'You have already logged this today',
  groupNotFound: 'Group not found',
  locationConsentRequired: 'Your location is saved only with your consent',
  quotaExceeded: 'You have used your 5 free messages this month. Upgrade to Premium for unlimited messages.',
  lessonNeedsPlan: 'This prayer lesson is part of Premium. The Fajr lesson is free; upgrade to learn every prayer.',
  connectionOk: 'The AI provider answered.',
  connectionOffline: 'No AI provider is configured: Hidaya answers from its built-in prayer guide.',
  connectionFailed: 'The AI provider did not answer. Check the API key and try again.',
  settingsSaved: 'Settings saved.',
  blogTitleRequired: 'Title is required',
  blogSlugInvalid: 'The slug may contain only lower-case letters, numbers and hyphens',
  blogExcerptRequired: 'Excerpt is required',
  blogContentRequired: 'Content is required',
  blogCategoryInvalid: 'Choose one of the categories',
  blogSlugTaken: 'An article with this slug already exists',
  blogPostNotFound: 'Article not found',
  blogPostReadOnly: 'This article comes from the content files; change it there',
  coachFallback: "I'm sorry, I didn't catch that. Could you please repeat?",
} as const;

export type MessageKey = keyof typeof messages;

const keyByText = new Map<string, MessageKey>(
  Object.entries(messages).map(([key, text]) => [text, key as MessageKey]),
);

/** The catalogue key of a message text, when the text is one of ours. */
export function messageKeyOf(text: string): MessageKey | undefined {
  return keyByText.get(text);
}
