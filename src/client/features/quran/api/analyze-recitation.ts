import { pronunciationResponse, type PronunciationResponse } from '@/contracts/quran';
import { ApiError } from '@/client/lib/api';

export const PRONUNCIATION_URL = '/api/quran/pronunciation';

export type Recitation = {
  verseId: number;
  audio: Blob | null;
  /** The browser's own Arabic recognition of the recitation, when it heard anything. */
  transcript: string;
  durationSeconds: number;
};

/**
 * POST /api/quran/pronunciation (multipart): the recording and the verse. A failure reaches the caller
 * as an ApiError (402 plan or quota, 413 too large, 400 what is missing).
 */
export async function analyzeRecitation(recitation: Recitation): Promise<PronunciationResponse> {
  const form = new FormData();
  form.append('verseId', String(recitation.verseId));
  form.append('durationSeconds', recitation.durationSeconds.toFixed(1));
  if (recitation.transcript.trim()) form.append('transcript', recitation.transcript.trim());
  if (recitation.audio && recitation.audio.size > 0) {
    const type = recitation.audio.type.split(';')[0] || 'audio/webm';
    const extension = type.split('/')[1] ?? 'webm';
    form.append('audio', new File([recitation.audio], `recitation.${extension}`, { type }));
  }
  const res = await fetch(PRONUNCIATION_URL, {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json' },
    body: form,
  });
  const text = await res.text();
  if (!res.ok) throw new ApiError(res.status, res.statusText, text.trim());
  return pronunciationResponse.parse(JSON.parse(text));
}
