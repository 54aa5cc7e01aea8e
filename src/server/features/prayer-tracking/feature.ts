import { prayerTrackingPersonalData } from '@/contracts/personal-data/prayer-tracking';
import type { FeatureContext } from '../context';
import { defineFeature, personalDataPart, type ServerFeature } from '../feature';
import { prayerTrackingPersonalData as readPrayerTracking } from './personal-data';
import { activityRoutes } from './activity-routes';
import { keptReadRoutes } from './kept-read-routes';
import { recordRoutes } from './record-routes';
import { prayerTrackingRepository } from './repository';
import { type GroupMembershipCheck, prayerTrackingService } from './service';
import { type SettingsChanged, settingsRoutes } from './settings-routes';

/**
 * Prayer tracking, told by the root how to check a group membership (the community feature owns
 * groups, and reads prayer tracking) and what to do when a person's times change (the reminders
 * feature schedules again, and reads prayer tracking): dependencies handed in, never imported.
 */
export function prayerTrackingFeature(deps: {
  isGroupMember: (ctx: FeatureContext) => GroupMembershipCheck;
  settingsChanged?: (ctx: FeatureContext) => SettingsChanged;
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
        settingsRoutes(service, deps.settingsChanged?.(ctx)),
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
