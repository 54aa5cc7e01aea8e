import { defineFeature } from '../feature';
import { prayerLearningRoutes } from './routes';

export const prayerLearningFeature = defineFeature({
  name: 'prayer-learning',
  routes: (ctx) => [prayerLearningRoutes(ctx)],
});
