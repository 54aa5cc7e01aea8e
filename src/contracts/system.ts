import { z } from './zod';
import { text } from './text';

export const healthResponse = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['pglite', 'postgres']),
  version: text(),
});

export const publicConfigResponse = z.object({ supportEmail: text(), version: text() });
export type PublicConfig = z.infer<typeof publicConfigResponse>;
