import { type DemoOutcome, type DemoSession, type PaidPlan, PLANS } from '@/contracts/billing';
import { billingMessages } from '@/contracts/messages/billing';
import { NotFound, PaymentRequired } from '../../platform/errors';
import type { UserRow } from '../../platform/sessions';
import type { DemoPaymentsProvider } from '../../providers/payments/demo-adapter';
import type { BillingService } from './service';

/** The demo provider's checkout page (decision 013): what it shows and what its buttons do. */
export function demoCheckout(demo: DemoPaymentsProvider, service: BillingService) {
  const sessionOf = async (sessionId: string, user: UserRow) => {
    const row = await demo.session(sessionId, user.id);
    // Another person's demo checkout is as unknown as a made-up one.
    if (!row) throw new NotFound();
    return row;
  };

  return {
    /** A checkout of the person's: the plan, its price and trial, and where the subscription stands. */
    async session(sessionId: string, user: UserRow): Promise<DemoSession> {
      const row = await sessionOf(sessionId, user);
      const plan = PLANS[row.plan as PaidPlan];
      return {
        plan: plan.id,
        priceCents: plan.priceCents,
        trialDays: plan.trialDays,
        checkoutStatus: row.checkoutStatus as 'open' | 'complete' | 'expired',
        subscriptionStatus: row.status,
        cancelAtPeriodEnd: row.cancelAtPeriodEnd,
        currentPeriodEnd: row.currentPeriodEnd.toISOString(),
      };
    },

    /**
     * Pay, Decline or Cancel, and later renew, fail a renewal or end the period: the event it makes is
     * processed as a webhook's would be. A declined card is 402.
     */
    async act(
      sessionId: string,
      user: UserRow,
      outcome: DemoOutcome,
    ): Promise<{ redirectUrl: string | null }> {
      await sessionOf(sessionId, user);
      const action = await demo.act(sessionId, user.id, outcome);
      if (action.declined) throw new PaymentRequired(billingMessages.cardDeclined);
      if (action.event) await service.processEvent(action.event);
      return { redirectUrl: action.redirectUrl };
    },
  };
}
