import { remindersPersonalData } from '@/contracts/personal-data/reminders';
import { defineFeature, personalDataPart } from '../feature';
import { remindersPersonalDataOf } from './personal-data';
import { remindersRoutes } from './routes';
import { sendReminders } from './send';
import { processDue, REMINDERS_DUE, REMINDERS_SEND, REMINDERS_TICK, reminderTick } from './tick';

/** Prayer reminders by SMS and web push (decision 032): settings, the minute tick, the due and send jobs. */
export const remindersFeature = defineFeature({
  name: 'reminders',
  routes: (ctx) => [remindersRoutes(ctx)],
  jobs: async (context) => {
    await context.jobs.work(REMINDERS_TICK, async () => {
      await reminderTick(context.db, context.clock, context.jobs)();
    });
    const due = processDue(context.db, context.clock, context.jobs);
    await context.jobs.work<{ userIds: number[] }>(REMINDERS_DUE, async (data) => {
      await due(data);
    });
    await context.jobs.work(REMINDERS_SEND, sendReminders(context));
    await context.jobs.schedule(REMINDERS_TICK, '* * * * *');
  },
  personalData: [
    personalDataPart({
      key: 'reminders',
      schema: remindersPersonalData,
      read: (context, { user }) => remindersPersonalDataOf(context.db, user.id),
    }),
  ],
});
