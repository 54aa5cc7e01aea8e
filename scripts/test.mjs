// `npm test`: every check. API tests run on PGlite, and again on PostgreSQL when TEST_DATABASE_URL is
// set. The checks run in three stages; the steps of a stage run side by side (this machine has two
// cores and each step leaves one partly idle), each with its output kept and printed whole when it
// ends, so the log reads step by step. A stage starts when the one before has passed; the first
// failing stage stops the run. The last line counts the tests of all runs.
//
//   1. static: typecheck, lint, schema and migrations agree, the migration journal, and the build that
//      the end-to-end tests serve
//   2. unit, API on PGlite, API on PostgreSQL
//   3. end-to-end in E2E_SHARDS shards (default 2), each with its own app instance, port and browser;
//      files are dealt to shards by their recorded durations (tests/e2e/support/sequencer.ts)
//
// TEST_SERIAL=1 runs the same steps one after another (to compare, or on a one-core machine).
import { spawn } from 'node:child_process';
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

const staticChecks = [
  { name: 'typecheck', command: ['npx', 'tsc', '-p', 'tsconfig.json', '--noEmit'] },
  { name: 'lint', command: ['npx', 'eslint', '.', '--max-warnings=0'] },
  // Schema and migrations agree, and the journal is in order (two branches can each add a migration).
  { name: 'migrations', command: ['npx', 'drizzle-kit', 'check'] },
  { name: 'migration-journal', command: ['node', 'scripts/check-migration-journal.mjs'] },
];
const e2e = process.env.SKIP_E2E !== '1';
// Built once here: every end-to-end shard serves this build (each would otherwise build it at once).
if (e2e) staticChecks.push({ name: 'build', command: ['npm', 'run', 'build'] });

const testRuns = [
  vitest('unit', ['--project', 'unit']),
  vitest('api-pglite', ['--project', 'api'], { TEST_DATABASE_URL: '' }),
];
if (process.env.TEST_DATABASE_URL) {
  testRuns.push(
    vitest('api-postgres', ['--project', 'api'], { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL }),
  );
} else {
  console.log('TEST_DATABASE_URL is not set: the API tests run on PGlite only.');
}

const stages = [staticChecks, testRuns];
if (e2e) {
  const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 2));
  const basePort = Number(process.env.E2E_PORT ?? 5179);
  stages.push(
    Array.from({ length: shards }, (_, i) =>
      vitest(
        shards === 1 ? 'e2e' : `e2e-${i + 1}`,
        [
          '--config',
          'vitest.e2e.config.ts',
          ...(shards === 1 ? [] : [`--shard=${i + 1}/${shards}`]),
          '--reporter=./tests/e2e/support/durations-reporter.ts',
        ],
        {
          // Each shard's app and the servers its files start sit 300 ports apart (support/server.ts ownPort).
          E2E_PORT: String(basePort + 300 * i),
          E2E_DURATIONS_FILE: path.join(reports, `e2e-${i + 1}.durations.json`),
        },
      ),
    ),
  );
}

/** Runs one step with its output kept; resolves with its exit status. */
function run(step) {
  return new Promise((resolve) => {
    const started = Date.now();
    const output = [];
    const child = spawn(step.command[0], step.command.slice(1), {
      cwd: root,
      env: { ...process.env, FORCE_COLOR: '0', ...step.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`\n=== ${step.name} ===\n${Buffer.concat(output).toString()}`);
      console.log(`=== ${step.name}: ${status === 0 ? 'ok' : 'FAILED'} in ${seconds} s ===`);
      resolve(status);
    });
  });
}

const serial = process.env.TEST_SERIAL === '1';
let passed = 0;
let failed = 0;
const failedSteps = [];
const began = Date.now();
for (const stage of stages) {
  const stageStarted = Date.now();
  console.log(
    `\n--- ${stage.map((step) => step.name).join(', ')} ${serial ? 'one after another' : 'side by side'} ---`,
  );
  const statuses = [];
  if (serial) {
    for (const step of stage) {
      const status = await run(step);
      statuses.push(status);
      if (status !== 0) break;
    }
  } else {
    statuses.push(...(await Promise.all(stage.map(run))));
  }
  stage.forEach((step, i) => {
    if (step.report && existsSync(step.report)) {
      const report = JSON.parse(readFileSync(step.report, 'utf8'));
      passed += report.numPassedTests;
      failed += report.numFailedTests;
    }
    if (statuses[i] !== undefined && statuses[i] !== 0) failedSteps.push(step.name);
  });
  console.log(`--- stage done in ${((Date.now() - stageStarted) / 1000).toFixed(1)} s ---`);
  if (failedSteps.length) break;
}
if (failedSteps.length) {
  console.log(`\nFailed: ${failedSteps.join(', ')}`);
  if (failed === 0) failed = failedSteps.length;
}
console.log(`\nAll checks took ${((Date.now() - began) / 1000).toFixed(1)} s.`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
