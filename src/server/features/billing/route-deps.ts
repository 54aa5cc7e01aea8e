import type { FeatureContext } from '../context';
import { planStatus } from './plan-status';
import { billingRepository } from './repository';
import { billingService } from './service';

/** What billing's route groups are built from: one set per app. */
export function billingDeps(ctx: FeatureContext) {
  const service = billingService(billingRepository(ctx.db), ctx.providers.payments);
  return {
    service,
    status: planStatus(ctx.db, ctx.clock, service),
    clock: ctx.clock,
    /** Where a payer comes back to: the public address when it is set, else the one the request came to. */
    originOf: (request: { protocol: string; host: string }) =>
      ctx.config.publicUrl ?? `${request.protocol}://${request.host}`,
  };
}
export type BillingDeps = ReturnType<typeof billingDeps>;
