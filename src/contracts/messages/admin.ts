import { defineMessages } from '../catalogue';

export const adminMessages = defineMessages({
  adminUsernameRequired: 'Please enter a username.',
  userNotFound: 'User not found',
  userMessagesReset: "User's message count has been reset to 0.",
  allMessagesReset: "All users' message counts have been reset to zero.",
  adminGranted: 'This account is now an administrator.',
  adminRevoked: 'This account is no longer an administrator.',
  lastAdmin: 'Hidaya needs at least one administrator. Make another account an administrator first.',
  outboxMessageNotFound: 'This message is no longer in the outbox.',
  userSearchTooLong: 'Search with at most 100 characters.',
  userPageInvalid: 'The page must be a whole number from 1 to 10000.',
});
