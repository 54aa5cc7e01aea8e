import { asc, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { remindersPersonalData } from '@/contracts/personal-data/reminders';
import type { Db } from '../../db/client';
import { pushSubscriptions, reminderDeliveries } from '../../db/schema/reminders';
import { remindersRepository } from './repository';
import { toSettingsResponse } from './service';

type RemindersPersonalData = z.input<typeof remindersPersonalData>;
type Delivery = RemindersPersonalData['deliveries'][number];

/** The person's reminders for their data download (decision 023). */
export async function remindersPersonalDataOf(db: Db, userId: number): Promise<RemindersPersonalData> {
  const row = await remindersRepository(db).settings(userId);
  const deliveries = await db
    .select()
    .from(reminderDeliveries)
    .where(eq(reminderDeliveries.userId, userId))
    .orderBy(asc(reminderDeliveries.id));
  const [push] = await db
    .select({ n: count() })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return {
    settings: row ? { ...toSettingsResponse(row), updatedAt: row.updatedAt.toISOString() } : null,
    deliveries: deliveries.map((d) => ({
      prayer: d.prayer as Delivery['prayer'],
      prayerDate: d.prayerDate,
      timing: d.timing as Delivery['timing'],
      channel: d.channel as Delivery['channel'],
      status: d.status as Delivery['status'],
      body: d.body,
      createdAt: d.createdAt.toISOString(),
    })),
    pushSubscriptions: push?.n ?? 0,
  };
}
