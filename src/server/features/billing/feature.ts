import { billingPersonalData } from '@/contracts/personal-data/billing';
import { defineFeature, personalDataPart } from '../feature';
import { billingPersonalData as readBilling } from './personal-data';
import { billingSessionPart, forgetCustomerOf } from './public';
import type { DemoPaymentsProvider } from '../../providers/payments/demo-adapter';
import { demoCheckoutRoutes } from './demo-checkout-routes';
import { billingDeps } from './route-deps';
import { schoolSubscriptionRoutes } from './school-routes';
import { statusRoutes } from './status-routes';
import { subscriptionRoutes } from './subscription-routes';
import { webhookRoutes } from './webhook-routes';

export const billingFeature = defineFeature({
  name: 'billing',
  sessionPart: billingSessionPart,
  routes: (ctx) => {
    const deps = billingDeps(ctx);
    const payments = ctx.providers.payments;
    return [
      statusRoutes(deps),
      subscriptionRoutes(deps),
      schoolSubscriptionRoutes(deps),
      webhookRoutes(deps),
      ...(payments?.kind === 'demo' ? [demoCheckoutRoutes(payments as DemoPaymentsProvider, deps)] : []),
    ];
  },
  personalData: [
    personalDataPart({
      key: 'billing',
      schema: billingPersonalData,
      read: (context, { user }) => readBilling(context.db, user, context.providers.payments),
    }),
  ],
  // The payment provider forgets them too, and nothing they paid for renews once the account is gone.
  forgetAccount: async (context, user, log) => {
    const { undeletedCustomer } = await forgetCustomerOf(context.db, context.providers.payments, user);
    if (undeletedCustomer)
      log.error(
        { customerId: undeletedCustomer },
        'An account with a payment customer was deleted while no payment provider is configured: delete the customer (and so its subscriptions) at the provider by hand',
      );
  },
});
