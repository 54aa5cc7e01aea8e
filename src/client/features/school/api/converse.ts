import { teacherReply, type conversationInput, type TeacherReply } from '@/contracts/school';
import type { z } from '@/contracts/zod';
import { apiJson } from '@/client/lib/api';

/** POST /api/sunday-school/conversation: what the child said (empty for a no-response prompt). */
export async function converse(input: z.input<typeof conversationInput>): Promise<TeacherReply> {
  return teacherReply.parse(await apiJson('POST', '/api/sunday-school/conversation', input));
}
