import { useMutation } from '@tanstack/react-query';
import type { PasswordResetInput, PasswordResetRequestInput } from '@/contracts/auth';
import { apiJson } from '@/client/lib/api';

export const PASSWORD_RESET_REQUEST_URL = '/api/auth/password-reset/request';
export const PASSWORD_RESET_URL = '/api/auth/password-reset';

/** POST /api/auth/password-reset/request: the answer is the same whether or not the address has an account. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (input: PasswordResetRequestInput) => apiJson('POST', PASSWORD_RESET_REQUEST_URL, input),
  });
}

/** POST /api/auth/password-reset with the token of the e-mailed link. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (input: PasswordResetInput) => apiJson('POST', PASSWORD_RESET_URL, input),
  });
}
