import { LANGUAGES, type LanguageCode } from '@/contracts/constants';
import type { MainPrayer } from '@/contracts/prayer-tracking';
import type { PersonalityType } from '@/contracts/reminders';
import type { AppContext } from '../../context';
import { accounts } from '../accounts/public';
import { aiReminder, templateReminder, type ReminderText } from './compose';
import { finishDelivery, remindersRepository, takeDelivery } from './repository';
import { DROP_AFTER_MS } from './tick';

type SendContext = Pick<AppContext, 'db' | 'clock' | 'providers'>;

export const codeOf = (language: string): LanguageCode =>
  LANGUAGES.find((l) => l.name === language)?.code ?? 'en';

/** The reminder's words: the AI's when a provider is configured (the template if it fails), else the template. */
export async function reminderBody(ctx: SendContext, text: ReminderText): Promise<string> {
  const ai = ctx.providers.ai.system;
  if (!ai) return templateReminder(text);
  try {
    return await aiReminder(ai, text);
  } catch {
    return templateReminder(text);
  }
}

/**
 * The send job (decision 032): each delivery is taken (queued to sending) before the provider is
 * called, so a rerun of the job after a crash or a retry never sends it twice; a provider failure
 * puts it back and the job throws, to be retried by the queue. One that waited past the drop window
 * is dropped.
 */
export function sendReminders(ctx: SendContext) {
  const repo = remindersRepository(ctx.db);
  return async ({ deliveryIds }: { deliveryIds: number[] }): Promise<void> => {
    let failure: unknown;
    for (const id of deliveryIds) {
      try {
        await sendOne(ctx, repo, id);
      } catch (error) {
        failure ??= error;
      }
    }
    if (failure) throw failure;
  };
}

async function sendOne(ctx: SendContext, repo: ReturnType<typeof remindersRepository>, id: number) {
  const delivery = await takeDelivery(ctx.db, id);
  if (!delivery) return;
  const settings = await repo.settings(delivery.userId);
  const late = ctx.clock.now().getTime() - delivery.dueAt.getTime() > DROP_AFTER_MS;
  if (!settings?.enabled || late) return finishDelivery(ctx.db, id, { status: 'dropped' });
  const language = await accounts(ctx.db).languageOf(delivery.userId);
  const body = await reminderBody(ctx, {
    prayer: delivery.prayer as MainPrayer,
    timing: delivery.timing as 'before' | 'at',
    minutesBefore: settings.minutesBefore,
    style: settings.personalityType as PersonalityType,
    language: codeOf(language ?? 'english'),
    includeHadith: settings.includeHadith,
    includeDua: settings.includeDua,
    customMessage: settings.customMessage,
    pick: id,
  });
  if (delivery.channel === 'push') return sendPush(ctx, repo, { id, userId: delivery.userId, body });
  if (!settings.phoneNumber || settings.smsOptedOut)
    return finishDelivery(ctx.db, id, { status: 'failed', body });
  try {
    const receipt = await ctx.providers.sms.send({ to: settings.phoneNumber, body, userId: delivery.userId });
    await finishDelivery(ctx.db, id, { status: 'sent', providerId: receipt.providerId, body });
  } catch (error) {
    await finishDelivery(ctx.db, id, { status: 'queued' });
    throw error;
  }
}

/**
 * A push reminder goes to each of the person's browsers; a subscription the push service says is gone
 * is removed. Sent when one browser took it, failed when none could (none subscribed, or all gone).
 */
async function sendPush(
  ctx: SendContext,
  repo: ReturnType<typeof remindersRepository>,
  delivery: { id: number; userId: number; body: string },
) {
  const subscriptions = await repo.subscriptions(delivery.userId);
  const payload = JSON.stringify({ title: 'Hidaya', body: delivery.body });
  let sent = false;
  for (const subscription of subscriptions) {
    try {
      const outcome = await ctx.providers.push.send(subscription, payload);
      if (outcome === 'gone') await repo.forgetSubscription(subscription.id);
      else sent = true;
    } catch {
      // One browser's push service failing does not hold back the others; the reminder is not resent.
    }
  }
  await finishDelivery(ctx.db, delivery.id, { status: sent ? 'sent' : 'failed', body: delivery.body });
}
