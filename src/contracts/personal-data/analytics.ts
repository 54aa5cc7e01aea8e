import { z } from '../zod';
import { text } from '../text';

/**
 * The person's API calls as analytics keeps them (decision 031): the calls of each UTC day by route,
 * for the days whose raw rows are still kept (ANALYTICS_RAW_DAYS; older days are summed without
 * anyone's name). Page views and visits are anonymous and name no one.
 */
export const analyticsPersonalData = z.object({
  apiCalls: z.array(z.object({ day: text(), method: text(), endpoint: text(), calls: z.number().int() })),
});
