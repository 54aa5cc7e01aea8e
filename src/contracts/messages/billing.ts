import { defineMessages } from '../catalogue';

/** Messages of plans, payments and subscriptions. */
export const billingMessages = defineMessages({
  paymentUnavailable: 'Payment System Temporarily Unavailable',
  alreadyOnPlan: 'You are already on this plan',
  noSubscriptionToCancel: 'You have no active subscription to cancel',
  subscriptionEndsAtPeriodEnd:
    'Your subscription has been cancelled. You keep access until the end of the billing period.',
  invalidWebhookSignature: 'Invalid webhook signature',
  cardDeclined: 'Your card was declined.',
  checkoutFailed: 'Failed to create checkout session',
  changePlanInstead: 'You already have a running plan. Change your plan instead of buying a second one.',
  noPlanToChange: 'You have no running plan to change',
  planNotOpen: 'This plan is not open yet',
  planChanged: 'Your plan has been changed.',
});
