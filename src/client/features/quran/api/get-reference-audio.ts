import { audioResponse } from '@/contracts/quran';
import { apiJson } from '@/client/lib/api';

/** POST /api/quran/audio/{verseId}: the address of a master reciter's recitation of the verse. */
export async function getReferenceAudio(verseId: number): Promise<string> {
  return audioResponse.parse(await apiJson('POST', `/api/quran/audio/${verseId}`)).audioUrl;
}
