import type { ZodType } from 'zod';
import { apiJson } from '@/client/lib/api';

/** GET `url` and read the answer through the contract's schema (for keys that carry parameters). */
export async function getParsed<T>(url: string, schema: ZodType<T>): Promise<T> {
  return schema.parse(await apiJson('GET', url));
}
