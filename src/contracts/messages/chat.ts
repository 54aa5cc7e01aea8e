import { defineMessages } from '../catalogue';

/** Messages of the Islamic Q&A chat and the duas (decisions 030, 015 and 004). */
export const chatMessages = defineMessages({
  chatConversationNotFound: 'Conversation not found',
  chatAnswerFailed:
    'The AI provider did not answer. Your message was not counted: please try again in a moment.',
  duaNotFound: 'Dua not found',
  duaNeedsOccasionOrNeed: 'Choose an occasion or describe what you need',
});
