import { quranChatResponse, type QuranChatRequest } from '@/contracts/quran';
import { apiJson } from '@/client/lib/api';

/** POST /api/quran/conversation: one question to the teacher with the last messages as history. */
export async function askQuranTeacher(input: QuranChatRequest) {
  return quranChatResponse.parse(await apiJson('POST', '/api/quran/conversation', input));
}
