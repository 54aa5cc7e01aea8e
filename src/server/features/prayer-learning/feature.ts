import { defineFeature } from '../feature';
import { coachRoutes } from './coach-routes';
import { lessonRoutes } from './lesson-routes';
import { prayerLessons } from './lessons';

export const prayerLearningFeature = defineFeature({
  name: 'prayer-learning',
  routes: (ctx) => {
    const lessons = prayerLessons(ctx);
    return [lessonRoutes(lessons), coachRoutes(ctx, lessons)];
  },
});
