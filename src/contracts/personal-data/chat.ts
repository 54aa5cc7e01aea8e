import { z } from '../zod';
import { text } from '../text';
import { chatSentenceSchema, passageSchema } from '../chat';

/** The person's conversations with the Q&A chat, every message with its sources, for their data download. */
export const chatPersonalData = z.object({
  conversations: z.array(
    z.object({
      id: z.number(),
      title: text(),
      personaId: text(),
      createdAt: text(),
      updatedAt: text(),
      messages: z.array(
        z.object({
          role: text(),
          content: text(),
          answeredBy: text().nullable(),
          referral: z.boolean(),
          sentences: z.array(chatSentenceSchema),
          sources: z.array(passageSchema),
          createdAt: text(),
        }),
      ),
    }),
  ),
});

/** The duas the person saved and the personal duas composed for them, for their data download. */
export const duasPersonalData = z.object({
  favourites: z.array(z.object({ duaId: text(), createdAt: text() })),
  personalDuas: z.array(
    z.object({
      id: z.number(),
      text: text(),
      occasion: text().nullable(),
      need: text().nullable(),
      language: text(),
      saved: z.boolean(),
      createdAt: text(),
    }),
  ),
});
