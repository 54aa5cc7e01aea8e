import { z } from './zod';

export const healthResponse = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
});

export const publicConfigResponse = z.object({ supportEmail: z.string(), version: z.string() });
export type PublicConfig = z.infer<typeof publicConfigResponse>;
