import { quranPersonalData } from '@/contracts/personal-data/quran';
import { defineFeature, personalDataPart } from '../feature';
import { loadPracticeSet } from './content';
import { quranPersonalData as readQuran } from './personal-data';
import { quranConversation } from './conversation';
import { quranPractice } from './practice';
import { practiceRoutes } from './practice-routes';
import { pronunciationAnalysis } from './pronunciation';
import { recitationRoutes } from './recitation-routes';
import { quranRepository } from './repository';
import { teacherRoutes } from './teacher-routes';
import { verseRoutes } from './verse-routes';
import { quranVerses } from './verses';

export const quranFeature = defineFeature({
  name: 'quran',
  routes: (ctx) => {
    const repo = quranRepository(ctx.db);
    const verses = quranVerses(ctx, repo);
    return [
      verseRoutes(verses),
      recitationRoutes(ctx, pronunciationAnalysis(ctx, repo, verses)),
      teacherRoutes(ctx, quranConversation(ctx, repo, verses)),
      practiceRoutes(quranPractice(repo, ctx.clock)),
    ];
  },
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
