import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConfirmEmailChangeInput } from '@/contracts/auth';
import { messageResponse } from '@/contracts/common';
import { apiJson } from '@/client/lib/api';

export const CONFIRM_EMAIL_URL = '/api/auth/email-change/confirm';

/**
 * POST /api/auth/email-change/confirm with the token of the link mailed to the new address: the
 * account takes it. Whoever is signed in on this device reads everything about their account again
 * (the address, and the change no longer waiting).
 */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ConfirmEmailChangeInput) =>
      messageResponse.parse(await apiJson('POST', CONFIRM_EMAIL_URL, input)),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
