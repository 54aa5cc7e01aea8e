import { quranPersonalData } from '@/contracts/personal-data/quran';
import { defineFeature, personalDataPart } from '../feature';
import { loadPracticeSet } from './content';
import { quranPersonalData as readQuran } from './personal-data';
import { quranRepository } from './repository';
import { quranRoutes } from './routes';

export const quranFeature = defineFeature({
  name: 'quran',
  routes: (ctx) => [quranRoutes(ctx)],
  // The practice set is read and checked against the dataset: a broken file stops the start.
  startup: async (context) => {
    await quranRepository(context.db).syncPracticeSet(loadPracticeSet());
  },
  personalData: [
    personalDataPart({
      key: 'quran',
      schema: quranPersonalData,
      read: (context, { user }) => readQuran(context.db, user.id),
    }),
  ],
});
