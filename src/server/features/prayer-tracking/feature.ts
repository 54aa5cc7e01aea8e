import { prayerTrackingPersonalData } from '@/contracts/personal-data/prayer-tracking';
import type { FeatureContext } from '../context';
import { defineFeature, personalDataPart, type ServerFeature } from '../feature';
import { prayerTrackingPersonalData as readPrayerTracking } from './personal-data';
import { activityRoutes } from './activity-routes';
import { keptReadRoutes } from './kept-read-routes';
import { recordRoutes } from './record-routes';
import { prayerTrackingRepository } from './repository';
import { type GroupMembershipCheck, prayerTrackingService } from './service';
import { settingsRoutes } from './settings-routes';

/**
 * Prayer tracking, told by the root how to check a group membership (the community feature owns
 * groups, and reads prayer tracking: the dependency is handed in, never imported).
 */
export function prayerTrackingFeature(deps: {
  isGroupMember: (ctx: FeatureContext) => GroupMembershipCheck;
}): ServerFeature {
  return defineFeature({
    name: 'prayer-tracking',
    routes: (ctx) => {
      const service = prayerTrackingService(
        prayerTrackingRepository(ctx.db),
        ctx.clock,
        deps.isGroupMember(ctx),
      );
      return [
        settingsRoutes(service),
        keptReadRoutes(ctx, service),
        recordRoutes(service),
        activityRoutes(service),
      ];
    },
    personalData: [
      personalDataPart({
        key: 'prayerTracking',
        schema: prayerTrackingPersonalData,
        read: (context, { user }) => readPrayerTracking(context.db, user.id),
      }),
    ],
  });
}
