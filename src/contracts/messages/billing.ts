import { defineMessages } from '../catalogue';

/** Messages of plans, payments and subscriptions. */
export const billingMessages = defineMessages({
  paymentUnavailable: 'Payment System Temporarily Unavailable',
  alreadyOnPlan: 'You are already on this plan',
  cancelCurrentPlanFirst: 'You already have a running plan. Cancel it before choosing another.',
  noSubscriptionToCancel: 'You have no active subscription to cancel',
  subscriptionEndsAtPeriodEnd:
    'Your subscription has been cancelled. You keep access until the end of the billing period.',
  invalidWebhookSignature: 'Invalid webhook signature',
  cardDeclined: 'Your card was declined.',
  checkoutFailed: 'Failed to create checkout session',
});
