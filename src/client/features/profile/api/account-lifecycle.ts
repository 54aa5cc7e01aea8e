import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ChangeEmailInput,
  type ChangePasswordInput,
  emailChangeRequested,
  pendingEmailChange,
} from '@/contracts/auth';
import { apiJson, apiRequest } from '@/client/lib/api';

export const CHANGE_PASSWORD_URL = '/api/user/password';
export const CHANGE_EMAIL_URL = '/api/user/email';
export const PERSONAL_DATA_URL = '/api/user/data';

/** POST /api/user/password: this device stays signed in, the others are signed out. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => apiJson('POST', CHANGE_PASSWORD_URL, input),
  });
}

export function pendingEmailChangeQueryOptions() {
  return queryOptions({
    queryKey: [CHANGE_EMAIL_URL],
    queryFn: async () => pendingEmailChange.parse(await apiJson('GET', CHANGE_EMAIL_URL)),
  });
}

/** GET /api/user/email: the new address waiting for its link to be opened (decision 023), if any. */
export function usePendingEmailChange() {
  return useQuery(pendingEmailChangeQueryOptions());
}

/**
 * POST /api/user/email: asks for a new address. The account keeps its address until the link mailed
 * to the new one is opened; the answer is the change now waiting.
 */
export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ChangeEmailInput) =>
      emailChangeRequested.parse(await apiJson('POST', CHANGE_EMAIL_URL, input)),
    onSuccess: ({ pendingEmail, expiresAt }) =>
      queryClient.setQueryData(pendingEmailChangeQueryOptions().queryKey, { pendingEmail, expiresAt }),
  });
}

/** GET /api/user/data, saved as the file the server names (hidaya-data-<username>-<date>.json). */
export function useDownloadPersonalData() {
  return useMutation({
    mutationFn: async () => {
      const res = await apiRequest('GET', PERSONAL_DATA_URL);
      const name =
        /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'hidaya-data.json';
      const url = URL.createObjectURL(await res.blob());
      try {
        const link = document.createElement('a');
        link.href = url;
        link.download = name;
        document.body.append(link);
        link.click();
        link.remove();
      } finally {
        // The click has handed the file to the browser; the URL is not needed after this turn.
        setTimeout(() => URL.revokeObjectURL(url), 0);
      }
    },
  });
}
