import { accountsFeature } from './accounts/feature';
import { adminFeature } from './admin/feature';
import { analyticsFeature } from './analytics/feature';
import { billingFeature } from './billing/feature';
import { blogFeature } from './blog/feature';
import { chatFeature } from './chat/feature';
import { communityFeature } from './community/feature';
import { studyGroups } from './community/public';
import type { ServerFeature } from './feature';
import { homeFeature } from './home/feature';
import { prayerLearningFeature } from './prayer-learning/feature';
import { prayerTrackingFeature } from './prayer-tracking/feature';
import { quranFeature } from './quran/feature';
import { remindersFeature } from './reminders/feature';
import { reminderScheduling } from './reminders/public';
import { schoolFeature } from './school/feature';
import { settingsFeature } from './settings/feature';
import { siteFeature } from './site/feature';
import { systemFeature } from './system/feature';

/**
 * Every server feature, in the order their routes are registered (decision 005). The app, the job
 * workers, the start-up, the session lookup, the data download and account deletion are composed
 * from this list: a new feature adds one line. `site` stays last (its pages answer what no feature did).
 */
export const SERVER_FEATURES: readonly ServerFeature[] = [
  systemFeature,
  accountsFeature,
  homeFeature,
  adminFeature,
  prayerTrackingFeature({
    isGroupMember: (ctx) => studyGroups(ctx.db, ctx.clock).isMember,
    settingsChanged: (ctx) => reminderScheduling(ctx).rescheduleFor,
  }),
  settingsFeature,
  remindersFeature,
  prayerLearningFeature,
  billingFeature,
  quranFeature,
  schoolFeature,
  chatFeature(),
  communityFeature,
  blogFeature,
  analyticsFeature,
  siteFeature,
];
