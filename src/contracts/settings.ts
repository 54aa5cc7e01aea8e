import { z } from './zod';
import { text } from './text';

/**
 * AI provider settings. Four model choices, the most
 * capable first and default; the key is write-only: it is stored encrypted and never sent back.
 */
export const AI_MODELS = ['gpt-4.1', 'gpt-4o', 'gpt-4.1-mini', 'gpt-4o-mini'] as const;
export const DEFAULT_AI_MODEL = AI_MODELS[0];
export const TEMPERATURE = { min: 0, max: 2, step: 0.1, default: 0.7 } as const;
export const MAX_TOKENS = { min: 256, max: 4096, step: 128, default: 2048 } as const;

export const aiModelSchema = z.enum(AI_MODELS);
export type AiModel = z.infer<typeof aiModelSchema>;
/** A stored model that is no longer offered (the list changed between releases) reads as the default. */
export const offeredModel = (stored: string | null | undefined): AiModel => {
  const parsed = aiModelSchema.safeParse(stored);
  return parsed.success ? parsed.data : DEFAULT_AI_MODEL;
};

const temperatureSchema = z
  .number()
  .min(TEMPERATURE.min)
  .max(TEMPERATURE.max)
  .refine((v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-9, 'must be a multiple of 0.1');
const maxTokensSchema = z
  .number()
  .int()
  .min(MAX_TOKENS.min)
  .max(MAX_TOKENS.max)
  .refine((v) => (v - MAX_TOKENS.min) % MAX_TOKENS.step === 0, 'must be 256 plus a multiple of 128');

/** Who answers the person's AI requests: their own key, the system's provider, or the built-in guide. */
export const aiSourceSchema = z.enum(['user', 'system', 'offline']);
export type AiSource = z.infer<typeof aiSourceSchema>;

export const aiSettingsResponse = z.object({
  /** Who answers now, said in plain words at the top of the AI Provider tab. */
  answeredBy: aiSourceSchema,
  openai: z.object({
    model: aiModelSchema,
    temperature: z.number(),
    maxTokens: z.number().int(),
    /** Whether the user saved a key of their own (the key itself is never returned). */
    hasApiKey: z.boolean(),
  }),
});
export type AiSettingsResponse = z.infer<typeof aiSettingsResponse>;

export const saveAiSettingsInput = z.object({
  openai: z.object({
    /** A new key; '' removes the saved key (the system default is used); absent keeps the saved one. */
    apiKey: text().trim().max(500).optional(),
    model: aiModelSchema,
    temperature: temperatureSchema,
    maxTokens: maxTokensSchema,
  }),
});
export type SaveAiSettingsInput = z.infer<typeof saveAiSettingsInput>;

export const connectionTestResponse = z.object({
  ok: z.boolean(),
  /** Which provider answered: the user's key, the system's, or none (the built-in offline guide). */
  source: aiSourceSchema,
  message: text(),
  code: text(),
});
export type ConnectionTestResponse = z.infer<typeof connectionTestResponse>;
