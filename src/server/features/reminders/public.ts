import type { AppContext } from '../../context';
import { remindersService } from './service';

/**
 * What the root may hand other features (decision 005): recompute a person's next reminder, for when
 * their prayer settings or location changed (prayer tracking's save).
 */
export function reminderScheduling(ctx: Pick<AppContext, 'db' | 'clock' | 'providers'>) {
  const service = remindersService(ctx);
  return { rescheduleFor: (userId: number) => service.reschedule(userId) };
}
