import { teacherReply, type startClassInput, type TeacherReply } from '@/contracts/school';
import type { z } from '@/contracts/zod';
import { apiJson } from '@/client/lib/api';

/** POST /api/sunday-school/sessions: takes one class of the period and answers the teacher's greeting. */
export async function startClass(input: z.input<typeof startClassInput>): Promise<TeacherReply> {
  return teacherReply.parse(await apiJson('POST', '/api/sunday-school/sessions', input));
}
