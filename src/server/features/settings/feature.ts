import { settingsPersonalData } from '@/contracts/personal-data/settings';
import { defineFeature, personalDataPart } from '../feature';
import { settingsPersonalData as readSettings } from './personal-data';
import { settingsRoutes } from './routes';

export const settingsFeature = defineFeature({
  name: 'settings',
  routes: (ctx) => [settingsRoutes(ctx)],
  personalData: [
    personalDataPart({
      key: 'settings',
      schema: settingsPersonalData,
      read: (context, { user }) => readSettings(context.db, user.id),
    }),
  ],
});
