/**
 * The server's own cost of a classroom turn of the AI Islamic school (POST /api/sunday-school/conversation:
 * session, rate limit, the class with its plan and last four messages in one read, the class engine,
 * the child's words moderated, the teacher's prompt, the chat, the reply moderated, the turn written
 * only if no other was, the answer with its speech token), beyond the AI provider's latency. Same
 * method as bench/prayer-coach.ts, whose header explains the three measures; a turn waits for three
 * provider calls in a row, and every `ai` entry of its Server-Timing header is taken out. The fake
 * provider answers each chat after a fixed delay (moderation at once).
 *
 * 20 parents each run 20 classes of the model plan at once, each connection sending its child's
 * "I am not sure" to its classes in turn: hints, given answers, stories and games moving on, as a real
 * class does, and no class reaches its end during the run. Target: under 50 ms at p95.
 *
 *   npx tsx bench/school-turn.ts        (BENCH_DATABASE_URL=postgres://... for PostgreSQL)
 */
import { sql } from 'drizzle-orm';
import { rows } from './support/bench-app';
import { compareWithProvider, seedLearners, startAiBenchApp, startProviderProcess } from './support/ai-bench';

const CONNECTIONS = 20;
const CLASSES_EACH = 20;
const SLUG = 'five-pillars-of-islam-5-7-sunni';

async function main() {
  const fake = await startProviderProcess();
  const { app, address, database, label } = await startAiBenchApp(fake.baseUrl);
  // Everything includes the school (decision 013); the classes are written as a start writes them.
  const cookies = await seedLearners(database, CONNECTIONS, 'everything');
  await database.db.execute(sql`
    insert into sunday_school_sessions (user_id, class_id, student_name, age_group, session_data, turns,
      started_at, last_activity)
    select u.id, c.id, 'Amina', '5-7', '{"segment":0,"question":null,"attempts":0,"seconds":0}'::jsonb, 1,
      now(), now()
    from users u cross join generate_series(1, ${CLASSES_EACH}) g, sunday_school_classes c
    where u.username like 'bench_learner_%' and c.slug = ${SLUG}`);
  await database.db.execute(sql`
    insert into sunday_school_conversations (session_id, message_type, content, activity_type, timestamp)
    select s.id, 'teacher', 'Assalamu alaikum! I am so happy you are here today.', 'general', now()
    from sunday_school_sessions s`);
  await database.db.execute(sql`analyze`);
  const sessions = rows<{ username: string; ids: number[] }>(
    await database.db.execute(sql`
      select u.username, array_agg(s.id order by s.id) as ids
      from sunday_school_sessions s join users u on u.id = s.user_id group by u.username`),
  );
  const classesOf = new Map(sessions.map((s) => [s.username, s.ids]));
  const connectionBodies = Array.from({ length: CONNECTIONS }, (_, i) =>
    classesOf
      .get(`bench_learner_${i + 1}`)!
      .map((sessionId) => JSON.stringify({ sessionId, message: 'I am not sure', noResponseCount: 0 })),
  );

  const turn = {
    url: `${address}/api/sunday-school/conversation`,
    method: 'POST' as const,
    connectionBodies,
    headers: cookies.map((cookie) => ({ 'content-type': 'application/json', cookie })),
  };
  const direct = {
    url: `${fake.baseUrl}/chat/completions`,
    method: 'POST' as const,
    body: JSON.stringify({ model: 'gpt-4.1', messages: [{ role: 'user', content: 'I am not sure' }] }),
    headers: cookies.map(() => ({ 'content-type': 'application/json', authorization: 'Bearer sk-valid' })),
  };
  await compareWithProvider({
    label,
    people: CONNECTIONS,
    direct,
    through: turn,
    throughName: 'class turn',
    unit: 'turn',
  });
  const over = rows<{ n: number }>(
    await database.db.execute(
      sql`select count(*)::int as n from sunday_school_sessions where status <> 'active'`,
    ),
  );
  console.log(
    `classes that reached their end during the run: ${over[0]!.n} of ${CONNECTIONS * CLASSES_EACH}`,
  );
  await app.close();
  await database.close();
  await fake.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
