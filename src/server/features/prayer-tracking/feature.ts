import { prayerTrackingPersonalData } from '@/contracts/personal-data/prayer-tracking';
import type { FeatureContext } from '../context';
import { defineFeature, personalDataPart, type ServerFeature } from '../feature';
import { prayerTrackingPersonalData as readPrayerTracking } from './personal-data';
import { prayerTrackingRoutes } from './routes';
import type { GroupMembershipCheck } from './service';

/**
 * Prayer tracking, told by the root how to check a group membership (the community feature owns
 * groups, and reads prayer tracking: the dependency is handed in, never imported).
 */
export function prayerTrackingFeature(deps: {
  isGroupMember: (ctx: FeatureContext) => GroupMembershipCheck;
}): ServerFeature {
  return defineFeature({
    name: 'prayer-tracking',
    routes: (ctx) => [prayerTrackingRoutes(ctx, { isGroupMember: deps.isGroupMember(ctx) })],
    personalData: [
      personalDataPart({
        key: 'prayerTracking',
        schema: prayerTrackingPersonalData,
        read: (context, { user }) => readPrayerTracking(context.db, user.id),
      }),
    ],
  });
}
