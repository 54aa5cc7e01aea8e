import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ChatSentence, Passage } from '@/contracts/chat';
import type { Db } from '../../db/client';
import { chatConversations, chatMessages } from '../../db/schema/chat';

export type ConversationRow = typeof chatConversations.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;

/** An answered question, as it is stored once the answer is complete. */
export interface AnsweredTurn {
  userId: number;
  /** The conversation it continues; null starts a new one. */
  conversationId: number | null;
  title: string;
  personaId: string;
  question: string;
  answer: {
    content: string;
    answeredBy: 'ai' | 'offline';
    referral: boolean;
    sentences: ChatSentence[];
    sources: Passage[];
  };
  /** false on Free: the person's other conversations are deleted, only this one is kept. */
  keepOthers: boolean;
  now: Date;
}

/** The person's conversations and their messages. */
export function chatRepository(db: Db) {
  return {
    async conversationOf(userId: number, id: number): Promise<ConversationRow | null> {
      const [row] = await db
        .select()
        .from(chatConversations)
        .where(and(eq(chatConversations.id, id), eq(chatConversations.userId, userId)));
      return row ?? null;
    },

    /** The person's conversations, the latest first; `limit` 1 gives the current one. */
    conversations(userId: number, limit?: number): Promise<ConversationRow[]> {
      const query = db
        .select()
        .from(chatConversations)
        .where(eq(chatConversations.userId, userId))
        .orderBy(desc(chatConversations.updatedAt), desc(chatConversations.id));
      return limit === undefined ? query : query.limit(limit);
    },

    /** The last `count` messages of a conversation, oldest first (the AI's history). */
    async lastMessages(conversationId: number, count: number): Promise<ChatMessageRow[]> {
      const rows = await db
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.conversationId, conversationId))
        .orderBy(desc(chatMessages.id))
        .limit(count);
      return rows.reverse();
    },

    messagesOf(conversationIds: number[]): Promise<ChatMessageRow[]> {
      if (conversationIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(chatMessages)
        .where(inArray(chatMessages.conversationId, conversationIds))
        .orderBy(asc(chatMessages.id));
    },

    /**
     * Stores the question and its answer in one statement: the conversation continued (or started,
     * also when it was deleted while the answer was written), on Free the person's other conversations
     * deleted, and both messages inserted in order. Answers the conversation's and the answer's ids.
     */
    async saveTurn(turn: AnsweredTurn): Promise<{ conversationId: number; messageId: number }> {
      const { userId, answer } = turn;
      const now = turn.now.toISOString();
      const messages = [
        {
          ord: 0,
          role: 'user',
          content: turn.question,
          answeredBy: null,
          referral: false,
          sentences: [],
          sources: [],
        },
        { ord: 1, role: 'assistant', ...answer },
      ];
      const result = await db.execute(sql`
        with updated as (
          update ${chatConversations} set updated_at = ${now}::timestamptz, persona_id = ${turn.personaId}
          where id = ${turn.conversationId}::int and user_id = ${userId}
          returning id),
        created as (
          insert into ${chatConversations} (user_id, title, persona_id, created_at, updated_at)
          select ${userId}, ${turn.title}, ${turn.personaId}, ${now}::timestamptz, ${now}::timestamptz
          where not exists (select 1 from updated)
          returning id),
        conversation as (select id from updated union all select id from created),
        others as (
          delete from ${chatConversations}
          where user_id = ${userId} and not ${turn.keepOthers}::boolean
            and id <> (select id from conversation)),
        written as (
          insert into ${chatMessages}
            (conversation_id, role, content, answered_by, referral, sentences, sources, created_at)
          select c.id, m.role, m.content, m."answeredBy", m.referral, m.sentences, m.sources, ${now}::timestamptz
          from conversation c cross join json_to_recordset(${JSON.stringify(messages)}::json) as m(
            ord int, role text, content text, "answeredBy" text, referral boolean, sentences jsonb,
            sources jsonb)
          order by m.ord
          returning id, conversation_id, role)
        select conversation_id as "conversationId", id as "messageId" from written where role = 'assistant'`);
      return (result as unknown as { rows: { conversationId: number; messageId: number }[] }).rows[0]!;
    },

    async rename(userId: number, id: number, title: string): Promise<ConversationRow | null> {
      const [row] = await db
        .update(chatConversations)
        .set({ title })
        .where(and(eq(chatConversations.id, id), eq(chatConversations.userId, userId)))
        .returning();
      return row ?? null;
    },

    async remove(userId: number, id: number): Promise<boolean> {
      const removed = await db
        .delete(chatConversations)
        .where(and(eq(chatConversations.id, id), eq(chatConversations.userId, userId)))
        .returning({ id: chatConversations.id });
      return removed.length > 0;
    },
  };
}

export type ChatRepository = ReturnType<typeof chatRepository>;
