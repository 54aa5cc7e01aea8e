import { apiJson } from '@/client/lib/api';

/** POST /api/sunday-school/sessions/:id/end: End Class (the class's minutes are counted). */
export async function endClass(sessionId: number): Promise<void> {
  await apiJson('POST', `/api/sunday-school/sessions/${sessionId}/end`, {});
}
