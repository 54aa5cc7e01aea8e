import { queryOptions, useQuery } from '@tanstack/react-query';
import { schoolSubscriptionResponse } from '@/contracts/billing';
import { getQueryFn } from '@/client/lib/query-client';
import { schoolKeys } from './keys';

export const SCHOOL_SUBSCRIPTION_URL = '/api/sunday-school/subscription';

/**
 * GET /api/sunday-school/subscription: whether the school is open to the person (its own subscription
 * or the Everything plan) and the classes used of this billing period.
 */
export function schoolSubscriptionQueryOptions() {
  return queryOptions({
    queryKey: schoolKeys.subscription(),
    queryFn: getQueryFn({ url: SCHOOL_SUBSCRIPTION_URL, on401: 'throw', schema: schoolSubscriptionResponse }),
  });
}

export function useSchoolSubscription() {
  return useQuery(schoolSubscriptionQueryOptions());
}
