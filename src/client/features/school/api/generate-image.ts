import { generateImageResponse, type generateImageInput } from '@/contracts/school';
import type { z } from '@/contracts/zod';
import { apiJson } from '@/client/lib/api';

/** POST /api/sunday-school/generate-image: a picture for the lesson, when the teacher's reply asks for one. */
export async function generateImage(input: z.input<typeof generateImageInput>) {
  return generateImageResponse.parse(await apiJson('POST', '/api/sunday-school/generate-image', input));
}
