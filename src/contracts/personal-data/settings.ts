import { z } from '../zod';
import { text } from '../text';

/** The person's AI settings: whether they saved a key of their own, never the key itself. */
export const settingsPersonalData = z.object({
  aiProvider: z
    .object({
      ownApiKeySaved: z.boolean(),
      model: text(),
      temperature: z.number(),
      maxTokens: z.number(),
      updatedAt: text(),
    })
    .nullable(),
});
