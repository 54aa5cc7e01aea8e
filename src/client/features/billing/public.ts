/**
 * What other client features may use of billing (decision 022): reading the person's subscriptions
 * from the payment provider on their return from a hosted checkout (the school's, say).
 */
export { useRefreshSubscription } from './api/refresh-subscription';
