import { billingPersonalData } from '@/contracts/personal-data/billing';
import { defineFeature, personalDataPart } from '../feature';
import { billingPersonalData as readBilling } from './personal-data';
import { billingSessionPart, forgetCustomerOf } from './public';
import { billingRoutes } from './routes';

export const billingFeature = defineFeature({
  name: 'billing',
  sessionPart: billingSessionPart,
  routes: (ctx) => [billingRoutes(ctx)],
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
