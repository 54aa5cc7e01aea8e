import { defineMessages } from '../catalogue';

export const prayerLearningMessages = defineMessages({
  quotaExceeded: 'You have used your 5 free messages this month. Upgrade to Premium for unlimited messages.',
  lessonNeedsPlan:
    'This prayer lesson is part of Premium. The Fajr lesson is free; upgrade to learn every prayer.',
  coachFallback: "I'm sorry, I didn't catch that. Could you please repeat?",
});
