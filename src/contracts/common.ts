import { z } from './zod';
import { text } from './text';

/**
 * The body of every API error (decision 004). `code` names a catalogued message (see `catalogue.ts`) for the
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

/** A row id in a path (/:id): a PostgreSQL integer, so a larger number is bad input, not a 500. */
export const rowId = z.coerce.number().int().positive().max(2_147_483_647);

export const okResponse = z.object({ ok: z.literal(true) });
