import { accountsRoutes } from '@/client/features/accounts/routes';
import { adminRoutes } from '@/client/features/admin/routes';
import { analyticsRoutes } from '@/client/features/analytics/routes';
import { billingRoutes } from '@/client/features/billing/routes';
import { blogRoutes } from '@/client/features/blog/routes';
import { chatRoutes } from '@/client/features/chat/routes';
import { communityRoutes } from '@/client/features/community/routes';
import { helpRoutes } from '@/client/features/help/routes';
import { homeRoutes } from '@/client/features/home/routes';
import { landingRoutes } from '@/client/features/landing/routes';
import { legalRoutes } from '@/client/features/legal/routes';
import { placeholderRoutes } from '@/client/features/placeholder/routes';
import { prayerLearningRoutes } from '@/client/features/prayer-learning/routes';
import { prayerTrackingRoutes } from '@/client/features/prayer-tracking/routes';
import { profileRoutes } from '@/client/features/profile/routes';
import { quranRoutes } from '@/client/features/quran/routes';
import { schoolRoutes } from '@/client/features/school/routes';
import { settingsRoutes } from '@/client/features/settings/routes';
import type { FeatureRoute } from '@/client/lib/routes';

/**
 * Every feature's route manifest (`features/<name>/routes.tsx`): the router and the navigation are
 * drawn from this list. A new feature adds its manifest here, one line.
 */
export const FEATURE_ROUTES: readonly FeatureRoute[] = [
  ...accountsRoutes,
  ...homeRoutes,
  ...profileRoutes,
  ...billingRoutes,
  ...settingsRoutes,
  ...adminRoutes,
  ...analyticsRoutes,
  ...legalRoutes,
  ...prayerTrackingRoutes,
  ...prayerLearningRoutes,
  ...blogRoutes,
  ...landingRoutes,
  ...helpRoutes,
  ...quranRoutes,
  ...schoolRoutes,
  ...communityRoutes,
  ...chatRoutes,
  ...placeholderRoutes,
];
