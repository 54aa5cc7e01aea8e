// `npm test`: every check, in order, stopping at the first that fails. API tests run on PGlite, and
// again on PostgreSQL when TEST_DATABASE_URL is set. The last line counts the tests of all runs.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, '.tmp', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const vitest = (name, args, env = {}) => ({
  name,
  command: [
    'npx',
    'vitest',
    'run',
    ...args,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(reports, `${name}.json`)}`,
  ],
  env,
  report: path.join(reports, `${name}.json`),
});

const steps = [
  { name: 'typecheck', command: ['npx', 'tsc', '-p', 'tsconfig.json', '--noEmit'] },
  { name: 'lint', command: ['npx', 'eslint', '.', '--max-warnings=0'] },
  // Schema and migrations agree, and the journal is in order (two branches can each add a migration).
  { name: 'migrations', command: ['npx', 'drizzle-kit', 'check'] },
  { name: 'migration-journal', command: ['node', 'scripts/check-migration-journal.mjs'] },
  vitest('unit', ['--project', 'unit']),
  vitest('api-pglite', ['--project', 'api'], { TEST_DATABASE_URL: '' }),
];
if (process.env.TEST_DATABASE_URL) {
  steps.push(
    vitest('api-postgres', ['--project', 'api'], { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL }),
  );
} else {
  console.log('TEST_DATABASE_URL is not set: the API tests run on PGlite only.');
}
if (process.env.SKIP_E2E !== '1') steps.push(vitest('e2e', ['--config', 'vitest.e2e.config.ts']));

let passed = 0;
let failed = 0;
let stoppedAt;
for (const step of steps) {
  console.log(`\n=== ${step.name} ===`);
  const started = Date.now();
  const result = spawnSync(step.command[0], step.command.slice(1), {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  if (step.report && existsSync(step.report)) {
    const report = JSON.parse(readFileSync(step.report, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  }
  console.log(
    `=== ${step.name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s ===`,
  );
  if (result.status !== 0) {
    stoppedAt = step.name;
    if (failed === 0) failed = 1;
    break;
  }
}
if (stoppedAt) console.log(`\nStopped at the failing step: ${stoppedAt}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(stoppedAt ? 1 : 0);
