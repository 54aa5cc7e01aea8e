// The migration journal must list every migration once, in order, with increasing `when` timestamps:
// drizzle applies only migrations newer than the last one applied, so a migration merged with an
// older timestamp than one already deployed would be skipped in silence.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const folder = path.resolve(import.meta.dirname, '../src/server/db/migrations');
const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8'));
const problems = [];
journal.entries.forEach((entry, i) => {
  if (entry.idx !== i) problems.push(`${entry.tag}: idx ${entry.idx}, expected ${i}`);
  if (!entry.tag.startsWith(String(i).padStart(4, '0'))) problems.push(`${entry.tag}: name does not start with ${i}`);
  if (!existsSync(path.join(folder, `${entry.tag}.sql`))) problems.push(`${entry.tag}: no ${entry.tag}.sql`);
  const previous = journal.entries[i - 1];
  if (previous && !(entry.when > previous.when))
    problems.push(`${entry.tag}: its timestamp (${entry.when}) is not after ${previous.tag}'s (${previous.when}); regenerate it with npm run db:generate`);
});
if (problems.length > 0) {
  console.error(`The migration journal is not in order:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`Migration journal: ${journal.entries.length} migrations in order.`);
