import { communityPersonalData } from '@/contracts/personal-data/community';
import { defineFeature, personalDataPart } from '../feature';
import { achievementsRoutes } from './achievements/routes';
import { dashboardRoutes } from './dashboard/routes';
import { goalsRoutes } from './goals/routes';
import { groupMembershipRoutes } from './groups/membership-routes';
import { groupStandingRoutes } from './groups/standing-routes';
import { learningSessionsRoutes } from './learning-sessions/routes';
import { communityPersonalData as readCommunity } from './personal-data';
import { studyGroups } from './public';

export const communityFeature = defineFeature({
  name: 'community',
  routes: (ctx) => [
    groupMembershipRoutes(ctx),
    groupStandingRoutes(ctx),
    dashboardRoutes(ctx),
    achievementsRoutes(ctx),
    goalsRoutes(ctx),
    learningSessionsRoutes(ctx),
  ],
  personalData: [
    personalDataPart({
      key: 'community',
      schema: communityPersonalData,
      read: (context, { user }) => readCommunity(context.db, user.id),
    }),
  ],
  // The groups they own go with them; the activities logged for those groups stop naming them.
  forgetAccount: async (context, user) => {
    await studyGroups(context.db, context.clock).forgetGroupsOwnedBy(user.id);
  },
});
