import type { AppContext } from './context';
import { accounts } from './features/accounts/public';
import { registerMessageJobs } from './platform/messages-out';
import { registerSweeps } from './platform/sweeps';

/**
 * Every background job of the app, declared on the context's queue: the platform's (sweeps, outgoing
 * mail) and each feature's (`jobs` in its descriptor). main.ts starts the queue once the app listens.
 */
export async function registerJobs(context: AppContext): Promise<void> {
  await registerSweeps(context.jobs, context);
  await registerMessageJobs(context.db, context.jobs, context.providers.email, {
    accountExists: (userId) => accounts(context.db).exists(userId),
  });
  for (const feature of context.features) await feature.jobs?.(context);
}
