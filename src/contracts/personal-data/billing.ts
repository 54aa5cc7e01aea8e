import { z } from '../zod';
import { text } from '../text';

/**
 * What billing holds about a person, for their data download (decision 023): metered use and
 * subscriptions, without the payment provider's reference numbers.
 */
export const billingPersonalData = z.object({
  usage: z.array(z.object({ meter: text(), period: text(), used: z.number() })),
  schoolSubscriptions: z.array(
    z.object({
      status: text(),
      currentPeriodStart: text(),
      currentPeriodEnd: text(),
      classesLimit: z.number(),
      createdAt: text(),
    }),
  ),
  /** The demo provider keeps its records in this database, so they are part of the download. */
  demoSubscriptions: z.array(
    z.object({
      plan: text().nullable(),
      status: text(),
      currentPeriodStart: text(),
      currentPeriodEnd: text(),
      cancelAtPeriodEnd: z.boolean(),
      createdAt: text(),
    }),
  ),
});
