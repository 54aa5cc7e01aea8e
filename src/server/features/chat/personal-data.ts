import type { Db } from '../../db/client';
import { duaRepository } from './dua-repository';
import { chatRepository } from './repository';

/** The person's conversations, every message with its sources, for their data download (decision 023). */
export async function chatPersonalDataOf(db: Db, userId: number) {
  const repo = chatRepository(db);
  const conversations = (await repo.conversations(userId)).reverse();
  const messages = await repo.messagesOf(conversations.map((c) => c.id));
  return {
    conversations: conversations.map((c) => ({
      id: c.id,
      title: c.title,
      personaId: c.personaId,
      createdAt: c.createdAt.toISOString(),
      updatedAt: c.updatedAt.toISOString(),
      messages: messages
        .filter((m) => m.conversationId === c.id)
        .map((m) => ({
          role: m.role,
          content: m.content,
          answeredBy: m.answeredBy,
          referral: m.referral,
          sentences: m.sentences,
          sources: m.sources,
          createdAt: m.createdAt.toISOString(),
        })),
    })),
  };
}

/** The duas the person starred and the personal duas composed for them (decision 023). */
export async function duasPersonalDataOf(db: Db, userId: number) {
  const repo = duaRepository(db);
  const favourites = await repo.favourites(userId);
  const personal = await repo.personalDuas(userId, false);
  return {
    favourites: favourites.map((f) => ({ duaId: f.duaId, createdAt: f.createdAt.toISOString() })),
    personalDuas: personal.map((p) => ({
      id: p.id,
      text: p.text,
      occasion: p.occasion,
      need: p.need,
      language: p.language,
      saved: p.saved,
      createdAt: p.createdAt.toISOString(),
    })),
  };
}
