import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { quranMessages } from '@/contracts/messages/quran';
import { QURAN_CHAT_HISTORY, type quranChatRequest, type quranChatResponse } from '@/contracts/quran';
import type { UserRow } from '../../platform/sessions';
import type { FeatureContext } from '../context';
import type { QuranRepository } from './repository';
import { historyMessages, offlineTeacherAnswer, teacherSystemPrompt } from './teacher';
import type { QuranVerses } from './verses';

/**
 * A question to the Quran teacher (decision 017) about the selected verse, if any: an AI turn, or the
 * offline teacher's answer from the verse's facts and context note.
 */
export function quranConversation(ctx: FeatureContext, repo: QuranRepository, verses: QuranVerses) {
  return {
    async ask(
      request: FastifyRequest,
      user: UserRow,
      body: z.output<typeof quranChatRequest>,
    ): Promise<z.infer<typeof quranChatResponse>> {
      const { message, selectedVerse, conversationHistory, language } = body;
      const verse = selectedVerse === null ? null : await verses.verseOr404(selectedVerse);
      const teacherPlan = await verses.requireVerseAccess(user, verse);
      const now = ctx.clock.now();
      await repo.recordActivity(user.id, now, 'question');
      return ctx.aiTurns.run<z.infer<typeof quranChatResponse>>(request, user, {
        feature: 'quran teacher',
        // The Quran Teacher's answers are part of the plan, not of the monthly AI messages (decision 013).
        counted: !teacherPlan,
        ask: async (provider, defaults) => ({
          response: await provider.chat({
            ...defaults,
            messages: [
              { role: 'system', content: teacherSystemPrompt(verse, language) },
              ...historyMessages(conversationHistory, QURAN_CHAT_HISTORY),
              { role: 'user', content: message },
            ],
          }),
          source: 'ai' as const,
        }),
        offline: () => ({
          response: offlineTeacherAnswer(verse, language, verse && verses.noteOf(verse, language), message),
          source: 'offline' as const,
        }),
        fallback: () => ({ response: quranMessages.quranChatFallback.text, source: 'ai' as const }),
      });
    },
  };
}

export type QuranConversation = ReturnType<typeof quranConversation>;
