import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatConversations, chatMessages } from '../../db/schema/chat';

/** What other features may know of the Q&A chat: counts, never a message. */
export function chatActivity(db: Db) {
  return {
    /**
     * The questions people have asked the chat (their own messages, not the answers): all that are kept,
     * and since `dayStart`, with how many people asked them (for the platform analytics).
     */
    async messageCounts(
      dayStart: Date,
    ): Promise<{ totalMessages: number; todayMessages: number; uniqueUsersToday: number }> {
      const [row] = await db
        .select({
          totalMessages: sql<number>`count(*)::int`,
          todayMessages: sql<number>`(count(*) filter (where ${chatMessages.createdAt} >= ${dayStart}))::int`,
          uniqueUsersToday: sql<number>`(count(distinct ${chatConversations.userId}) filter (where ${chatMessages.createdAt} >= ${dayStart}))::int`,
        })
        .from(chatMessages)
        .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
        .where(eq(chatMessages.role, 'user'));
      return {
        totalMessages: row?.totalMessages ?? 0,
        todayMessages: row?.todayMessages ?? 0,
        uniqueUsersToday: row?.uniqueUsersToday ?? 0,
      };
    },
  };
}
