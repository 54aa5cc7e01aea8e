// `npm run bench`: every benchmark, on PGlite and, when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is
// set, on PostgreSQL. Benchmarks measure; they never fail a build.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const benches = readdirSync(path.join(root, 'bench')).filter((f) => f.endsWith('.ts'));
/** Benchmarks that measure both databases themselves, in one table. */
const bothDatabases = new Set(['http-routes.ts']);
let failed = false;
for (const bench of benches) {
  if (bothDatabases.has(bench)) {
    console.log(`\n##### ${bench} on ${serverUrl ? 'PostgreSQL and PGlite' : 'PGlite'}`);
    const run = spawnSync('npx', ['tsx', path.join('bench', bench)], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, BENCH_DATABASE_URL: serverUrl ?? '' },
    });
    failed ||= run.status !== 0;
    continue;
  }
  for (const databaseUrl of serverUrl ? ['', serverUrl] : ['']) {
    console.log(`\n##### ${bench} on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}`);
    const run = spawnSync('npx', ['tsx', path.join('bench', bench)], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, BENCH_DATABASE_URL: databaseUrl },
    });
    failed ||= run.status !== 0;
  }
}
// Bytes on the wire: the JavaScript the signed-out home and a signed-in page download, as
// transferred, from the built app.
if (existsSync(path.join(root, 'dist/client/index.html'))) {
  console.log('\n##### transferred JavaScript (scripts/measure-bytes.mjs)');
  const bytes = spawnSync(process.execPath, [path.join('scripts', 'measure-bytes.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  failed ||= bytes.status !== 0;
} else {
  console.log('\n##### transferred JavaScript: run `npm run build` first to measure it');
}
process.exit(failed ? 1 : 0);
