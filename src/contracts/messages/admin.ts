import { defineMessages } from '../catalogue';

export const adminMessages = defineMessages({
  adminUsernameRequired: 'Please enter a username.',
  userNotFound: 'User not found',
  userMessagesReset: "User's message count has been reset to 0.",
  allMessagesReset: "All users' message counts have been reset to zero.",
});
