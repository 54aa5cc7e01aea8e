import type {
  ConversationResponse,
  ConversationSummary,
  PersonaId,
  StoredChatMessage,
} from '@/contracts/chat';
import { chatMessages } from '@/contracts/messages/chat';
import { NotFound } from '../../platform/errors';
import type { UserRow } from '../../platform/sessions';
import { billing } from '../billing/public';
import type { FeatureContext } from '../context';
import type { ChatMessageRow, ChatRepository, ConversationRow } from './repository';

/** Conversations listed at most (the latest). */
const CONVERSATIONS_LISTED = 200;

export const conversationSummary = (row: ConversationRow): ConversationSummary => ({
  id: row.id,
  title: row.title,
  personaId: row.personaId as PersonaId,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * A stored message as the person reads it again; per-sentence citations only with detailed citations
 * (decision 013).
 */
function storedMessage(row: ChatMessageRow, detailedCitations: boolean): StoredChatMessage {
  return {
    id: row.id,
    role: row.role === 'user' ? 'user' : 'assistant',
    content: row.content,
    answeredBy: row.answeredBy === 'ai' || row.answeredBy === 'offline' ? row.answeredBy : null,
    referral: row.referral,
    sentences: detailedCitations ? row.sentences : row.sentences.map((s) => ({ ...s, citations: [] })),
    sources: row.sources,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The stored conversations by plan (decisions 013 and 030): with message history (Premium, Everything) every
 * conversation is listed, read, renamed and deleted; on Free only the current one (the latest) is.
 * Another person's conversation is a 404.
 */
export function chatHistory(ctx: FeatureContext, repo: ChatRepository) {
  const billingApi = billing(ctx.db);
  const entitlementsOf = (user: UserRow) => billingApi.entitlementsOf(user, ctx.clock.now());

  async function ownConversation(
    user: UserRow,
    id: number,
    messageHistory: boolean,
  ): Promise<ConversationRow> {
    let row = await repo.conversationOf(user.id, id);
    if (row && !messageHistory) {
      const [current] = await repo.conversations(user.id, 1);
      if (current?.id !== row.id) row = null;
    }
    if (!row) throw new NotFound(chatMessages.chatConversationNotFound);
    return row;
  }

  return {
    async list(user: UserRow) {
      const { messageHistory } = await entitlementsOf(user);
      const rows = await repo.conversations(user.id, messageHistory ? CONVERSATIONS_LISTED : 1);
      return { conversations: rows.map(conversationSummary), messageHistory };
    },

    async read(user: UserRow, id: number): Promise<ConversationResponse> {
      const { messageHistory, detailedCitations } = await entitlementsOf(user);
      const row = await ownConversation(user, id, messageHistory);
      const messages = await repo.messagesOf([row.id]);
      return {
        ...conversationSummary(row),
        detailedCitations,
        messages: messages.map((m) => storedMessage(m, detailedCitations)),
      };
    },

    async rename(user: UserRow, id: number, title: string): Promise<ConversationSummary> {
      const { messageHistory } = await entitlementsOf(user);
      await ownConversation(user, id, messageHistory);
      const row = await repo.rename(user.id, id, title);
      if (!row) throw new NotFound(chatMessages.chatConversationNotFound);
      return conversationSummary(row);
    },

    async remove(user: UserRow, id: number): Promise<void> {
      const { messageHistory } = await entitlementsOf(user);
      await ownConversation(user, id, messageHistory);
      await repo.remove(user.id, id);
    },
  };
}
