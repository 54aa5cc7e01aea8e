import { useMutation } from '@tanstack/react-query';
import { createSubscriptionResponse, type PaidAccountPlan } from '@/contracts/billing';
import { apiJson } from '@/client/lib/api';

const URLS: Partial<Record<PaidAccountPlan, string>> = {
  quran_teacher: '/api/subscription/create-quran-teacher',
  everything: '/api/subscription/create-everything',
};

/** POST /api/subscription/create-quran-teacher | create-everything: the subscription waiting for its payment. */
export function useCreateSubscription() {
  return useMutation({
    mutationFn: async (plan: 'quran_teacher' | 'everything') =>
      createSubscriptionResponse.parse(await apiJson('POST', URLS[plan]!)),
  });
}
