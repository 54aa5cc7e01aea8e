import { reminderSettingsResponse, recentReminder } from '../reminders';
import { text } from '../text';
import { z } from '../zod';

/**
 * The person's prayer reminders (decision 032): their settings (the number they gave, in E.164),
 * every reminder handed out with its words and status, and how many browsers receive web push.
 */
export const remindersPersonalData = z.object({
  settings: reminderSettingsResponse.extend({ updatedAt: text() }).nullable(),
  deliveries: z.array(recentReminder.extend({ body: text() })),
  pushSubscriptions: z.number(),
});
