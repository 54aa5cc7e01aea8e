import { queryOptions, useQuery } from '@tanstack/react-query';
import { transcriptResponse } from '@/contracts/school';
import { getQueryFn } from '@/client/lib/query-client';
import { schoolKeys } from './keys';

/** GET /api/sunday-school/sessions/:id: everything said in one class, flagged messages marked. */
export function transcriptQueryOptions(sessionId: number) {
  return queryOptions({
    queryKey: schoolKeys.transcript(sessionId),
    queryFn: getQueryFn({
      url: `/api/sunday-school/sessions/${sessionId}`,
      on401: 'throw',
      schema: transcriptResponse,
    }),
  });
}

export function useTranscript(sessionId: number) {
  return useQuery({
    ...transcriptQueryOptions(sessionId),
    enabled: Number.isInteger(sessionId) && sessionId > 0,
  });
}
