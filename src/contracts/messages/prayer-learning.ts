import { defineMessages } from '../catalogue';

export const prayerLearningMessages = defineMessages({
  lessonNeedsPlan:
    'This prayer lesson is part of Premium. The Fajr lesson is free; upgrade to learn every prayer.',
  coachFallback: "I'm sorry, I didn't catch that. Could you please repeat?",
});
