import { analyticsPersonalData } from '@/contracts/personal-data/analytics';
import { defineFeature, personalDataPart } from '../feature';
import { dashboardRoutes } from './dashboard-routes';
import { analyticsPersonalData as readAnalytics } from './personal-data';
import { recordingRoutes } from './recording-routes';
import { ROLL_UP_CRON, ROLL_UP_JOB, rollUpAnalytics } from './roll-up';

/**
 * Visitor and platform analytics (decision 031): the recording of every API call and of the pages
 * visitors see, the admins' dashboards, and the hourly roll-up that sums whole days and deletes raw
 * rows past ANALYTICS_RAW_DAYS. A person's API calls go with their account (ON DELETE CASCADE).
 */
export const analyticsFeature = defineFeature({
  name: 'analytics',
  routes: (ctx) => [recordingRoutes(ctx), dashboardRoutes(ctx)],
  jobs: async (context) => {
    await context.jobs.work(ROLL_UP_JOB, async () => {
      await rollUpAnalytics(context.db, context.clock.now(), context.config.analytics.rawDays);
    });
    await context.jobs.schedule(ROLL_UP_JOB, ROLL_UP_CRON);
  },
  // The geo-IP database is read before the instance listens, so that no visitor waits for it.
  startup: async (context) => context.providers.geoip.prepare(),
  personalData: [
    personalDataPart({
      key: 'analytics',
      schema: analyticsPersonalData,
      read: (context, { user }) => readAnalytics(context.db, user.id),
    }),
  ],
});
