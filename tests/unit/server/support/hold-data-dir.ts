// A Hidaya-like process that opens an embedded database directory, writes one row, says "ready" and
// keeps the directory until it is killed. The lock test kills it with SIGKILL.
import { sql } from 'drizzle-orm';
import { openPglite } from '@/server/db/client';

const dir = process.argv[2]!;
const database = await openPglite(dir);
await database.db.execute(sql`insert into rate_limits (key, count, reset_at) values ('held-by-child', 1, now())`);
process.stdout.write('ready\n');
setInterval(() => {}, 60_000);
