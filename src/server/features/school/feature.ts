import { schoolPersonalData } from '@/contracts/personal-data/school';
import { defineFeature, personalDataPart } from '../feature';
import { teacherLines } from './classroom';
import { loadLessonPlans } from './content';
import { schoolPersonalDataOf } from './personal-data';
import { schoolTemplates } from './repository';
import { classroomRoutes, parentRoutes } from './routes';

export const schoolFeature = defineFeature({
  name: 'school',
  routes: (ctx) => [classroomRoutes(ctx), parentRoutes(ctx)],
  // The lesson plans and the built-in teacher's lines are read and checked: a broken file stops the
  // start, naming it. Every plan is stored as a class template (decision 029).
  startup: async (context, { log }) => {
    teacherLines();
    const plans = loadLessonPlans();
    await schoolTemplates(context.db).syncTemplates(plans, context.clock.now());
    log.info(`school: ${plans.length} lesson plans stored as classes`);
  },
  personalData: [
    personalDataPart({
      key: 'school',
      schema: schoolPersonalData,
      read: (context, { user }) => schoolPersonalDataOf(context.db, user.id),
    }),
  ],
});
