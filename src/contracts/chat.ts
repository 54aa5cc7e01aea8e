import { z } from './zod';
import { chatMessages } from './messages/chat';
import { rowId } from './common';
import { text } from './text';

/**
 * The Islamic Q&A chat and the duas (decisions 030, 013, 015 and 008): the persona picker,
 * the answer streamed as server-sent events with its sources, the stored conversations, and the dua
 * collection with favourites and the personal dua.
 */

/** Interface languages of the chat and the duas (decision 006). */
export const CHAT_LANGUAGES = ['en', 'ar', 'ur', 'tr', 'fr'] as const;
export const chatLanguageSchema = z.enum(CHAT_LANGUAGES);
export type ChatLanguage = z.infer<typeof chatLanguageSchema>;

/** Whose practice a persona, a dua or a passage follows. */
export const CHAT_TRADITIONS = ['sunni', 'shia', 'both'] as const;
export const chatTraditionSchema = z.enum(CHAT_TRADITIONS);
export type ChatTradition = z.infer<typeof chatTraditionSchema>;

/**
 * The teaching styles (decision 030): named for what they are, never a person. Their names, descriptions and
 * instructions are curated content (content/chat/personas.json), one entry for each of these ids.
 */
export const CHAT_PERSONA_IDS = [
  'fiqh-hanafi',
  'fiqh-sunni',
  'fiqh-jafari',
  'quran-tafsir',
  'hadith-guide',
  'youth-mentor',
] as const;
export const personaIdSchema = z.enum(CHAT_PERSONA_IDS);
export type PersonaId = z.infer<typeof personaIdSchema>;

/** How long a question may be, and how many earlier messages of the conversation the AI is given. */
export const CHAT_MESSAGE_MAX = 2000;
export const CHAT_HISTORY_MESSAGES = 6;
/** Passages retrieved for each question and given to the AI with their ids. */
export const CHAT_SOURCES = 8;

export const PASSAGE_KINDS = ['quran', 'dua', 'note', 'lesson'] as const;
export type PassageKind = (typeof PASSAGE_KINDS)[number];

/** A passage of Hidaya's library; its id is one of quran:2:183, dua:<id>, note:<id>#<n>, lesson:<tradition>:<step>. */
export const passageSchema = z.object({
  id: text(),
  kind: z.enum(PASSAGE_KINDS),
  /** Its reference in the person's language ("Quran 2:183 (Al-Baqarah)", "Sahih Muslim 2723"). */
  label: text(),
  text: text(),
});
export type Passage = z.infer<typeof passageSchema>;

/**
 * What the citation check found in a sentence before it was shown: a verse reference that is not in
 * the Quran (removed), a misquoted verse (replaced by the dataset's text), a hadith mentioned without a
 * cited source that gives its reference.
 */
export const VERIFICATION_MARKS = ['unverified_reference', 'corrected', 'unverified_hadith'] as const;
export const verificationMarkSchema = z.enum(VERIFICATION_MARKS);
export type VerificationMark = z.infer<typeof verificationMarkSchema>;

/**
 * One checked sentence of an answer. `citations` are the ids of the sources it cites (among the
 * answer's sources); they are sent only to plans with detailed citations (decision 013), others get [].
 */
export const chatSentenceSchema = z.object({
  text: text(),
  marks: z.array(verificationMarkSchema),
  citations: z.array(text()),
});
export type ChatSentence = z.infer<typeof chatSentenceSchema>;

/** POST /api/chat/messages: a question, in a new conversation or the person's own. */
export const chatMessageRequest = z.object({
  /** Absent: a new conversation (on Free it replaces the one kept). */
  conversationId: rowId.optional(),
  personaId: personaIdSchema,
  message: text().trim().min(1).max(CHAT_MESSAGE_MAX),
  /** The interface language of the answer; the account's language when absent. */
  language: chatLanguageSchema.optional(),
});
export type ChatMessageRequest = z.input<typeof chatMessageRequest>;
export type ChatMessageBody = z.infer<typeof chatMessageRequest>;

/**
 * The answer's server-sent events, in order: `sources` once, `delta` for each checked sentence, then
 * `done`; or `error` (the message was not counted when the AI did not answer) ending the stream.
 */
export const CHAT_EVENTS = ['sources', 'delta', 'done', 'error'] as const;
export type ChatEventName = (typeof CHAT_EVENTS)[number];

export const chatSourcesEvent = z.object({ sources: z.array(passageSchema) });
export const chatDeltaEvent = z.object({
  /** The sentence's place in the answer, from 0. */
  index: z.number().int().min(0),
  text: text(),
  marks: z.array(verificationMarkSchema),
});
export const ANSWERED_BY = ['ai', 'offline'] as const;
export const chatDoneEvent = z.object({
  conversationId: z.number().int(),
  messageId: z.number().int(),
  /** 'offline': Hidaya's library answered (no AI provider); never counted (decision 015). */
  answeredBy: z.enum(ANSWERED_BY),
  /** The question asked for a personal ruling: the answer ends with the referral to a scholar. */
  referral: z.boolean(),
  detailedCitations: z.boolean(),
  sentences: z.array(chatSentenceSchema),
});
export const chatErrorEvent = z.object({ message: text(), code: text() });
export type ChatSourcesEvent = z.infer<typeof chatSourcesEvent>;
export type ChatDeltaEvent = z.infer<typeof chatDeltaEvent>;
export type ChatDoneEvent = z.infer<typeof chatDoneEvent>;
export type ChatErrorEvent = z.infer<typeof chatErrorEvent>;

export const languageQuery = z.object({ language: chatLanguageSchema.optional() });

export const personaSchema = z.object({
  id: personaIdSchema,
  name: text(),
  description: text(),
  tradition: chatTraditionSchema,
});
export const personasResponse = z.array(personaSchema);
export type Persona = z.infer<typeof personaSchema>;

export const conversationSummarySchema = z.object({
  id: z.number().int(),
  title: text(),
  personaId: personaIdSchema,
  createdAt: text(),
  updatedAt: text(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;
export const conversationsResponse = z.object({
  conversations: z.array(conversationSummarySchema),
  /** Premium and Everything keep every conversation; Free only the current one (decision 013). */
  messageHistory: z.boolean(),
});

export const storedChatMessageSchema = z.object({
  id: z.number().int(),
  role: z.enum(['user', 'assistant']),
  content: text(),
  answeredBy: z.enum(ANSWERED_BY).nullable(),
  referral: z.boolean(),
  sentences: z.array(chatSentenceSchema),
  sources: z.array(passageSchema),
  createdAt: text(),
});
export type StoredChatMessage = z.infer<typeof storedChatMessageSchema>;
export const conversationResponse = conversationSummarySchema.extend({
  detailedCitations: z.boolean(),
  messages: z.array(storedChatMessageSchema),
});
export type ConversationResponse = z.infer<typeof conversationResponse>;
export const conversationIdParams = z.object({ id: rowId });
export const renameConversationRequest = z.strictObject({ title: text().trim().min(1).max(100) });

// ---------------------------------------------------------------------------------------------
// Duas

/** The occasions a narrated dua is filed under (content/duas/duas.json uses these only). */
export const DUA_OCCASIONS = [
  'morning',
  'evening',
  'sleep',
  'waking',
  'travel',
  'worry',
  'illness',
  'parents',
  'forgiveness',
  'exams',
  'food',
  'rain',
  'home',
  'mosque',
  'gratitude',
  'guidance',
  'protection',
  'grief',
  'marriage',
  'children',
  'wudu',
  'prayer',
  'fasting',
] as const;
export const duaOccasionSchema = z.enum(DUA_OCCASIONS);
export type DuaOccasion = z.infer<typeof duaOccasionSchema>;

/** A narrated dua's id: lower-case words joined by hyphens. A saved personal dua is `personal-<n>`. */
export const DUA_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const PERSONAL_DUA_PREFIX = 'personal-';
export const duaIdParams = z.object({ duaId: text().max(80).regex(DUA_ID) });

export const duaReferenceSchema = z.object({
  /** "Quran 2:201", "Sahih Muslim 2723", in the person's language. */
  label: text(),
  collection: text().nullable(),
  number: text().nullable(),
  surah: z.number().int().nullable(),
  fromAyah: z.number().int().nullable(),
  toAyah: z.number().int().nullable(),
});

/** A narrated dua in the person's language; Quranic ones with the dataset's text (decision 017). */
export const duaSchema = z.object({
  id: text(),
  kind: z.enum(['quran', 'hadith']),
  occasions: z.array(duaOccasionSchema),
  tradition: chatTraditionSchema,
  arabic: text(),
  transliteration: text(),
  /** In the person's language; null for a Quranic dua in Arabic (the verse itself is the text). */
  translation: text().nullable(),
  /** When and why it is said. */
  note: text(),
  reference: duaReferenceSchema,
  favourite: z.boolean(),
});
export type Dua = z.infer<typeof duaSchema>;

export const duasQuery = z.object({
  occasion: duaOccasionSchema.optional(),
  q: text().trim().max(200).optional(),
  language: chatLanguageSchema.optional(),
});
export const duasResponse = z.object({ duas: z.array(duaSchema) });

export const DUA_NEED_MAX = 500;
export const duaGenerateRequest = z
  .object({
    occasion: duaOccasionSchema.optional(),
    need: text().trim().min(1).max(DUA_NEED_MAX).optional(),
    language: chatLanguageSchema.optional(),
  })
  .refine((input) => input.occasion !== undefined || input.need !== undefined, {
    message: chatMessages.duaNeedsOccasionOrNeed.code,
  });
export type DuaGenerateRequest = z.input<typeof duaGenerateRequest>;

/** A supplication the AI composed in the person's words: labelled so, never presented as a narration. */
export const personalDuaSchema = z.object({
  id: text(),
  text: text(),
  /** "A personal supplication, not a narration", in the person's language. */
  label: text(),
  occasion: duaOccasionSchema.nullable(),
  need: text().nullable(),
  saved: z.boolean(),
  createdAt: text(),
});
export type PersonalDua = z.infer<typeof personalDuaSchema>;

export const duaGenerateResponse = z.object({
  duas: z.array(duaSchema),
  /** Only with an AI provider that answered; null otherwise. */
  personal: personalDuaSchema.nullable(),
  answeredBy: z.enum(ANSWERED_BY),
});
export type DuaGenerateResponse = z.infer<typeof duaGenerateResponse>;

export const favouritesResponse = z.object({
  duas: z.array(duaSchema),
  personal: z.array(personalDuaSchema),
});
export type FavouritesResponse = z.infer<typeof favouritesResponse>;
