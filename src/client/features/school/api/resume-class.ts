import { teacherReply, type TeacherReply } from '@/contracts/school';
import { apiJson } from '@/client/lib/api';

/** POST /api/sunday-school/sessions/:id/resume: "welcome back", repeating the step the class was at. */
export async function resumeClass(sessionId: number): Promise<TeacherReply> {
  return teacherReply.parse(await apiJson('POST', `/api/sunday-school/sessions/${sessionId}/resume`, {}));
}
