import { z } from './zod';
import { text } from './text';

/**
 * The body of every API error (D22). `code` names a catalogued message (see `catalogue.ts`) for the
 * client to translate; `field` names the offending input when there is one.
 */
export const errorResponse = z.object({
  message: text(),
  code: text().optional(),
  field: text().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

export const messageResponse = z.object({ message: text(), code: text() });
export type MessageResponse = z.infer<typeof messageResponse>;

export const okResponse = z.object({ ok: z.literal(true) });
