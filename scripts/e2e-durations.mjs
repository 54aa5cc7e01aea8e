// `node scripts/e2e-durations.mjs`: after `npm test`, records how long each end-to-end file took
// (written by tests/e2e/support/durations-reporter.ts into .tmp/test-reports/e2e*.durations.json) in
// tests/e2e/support/durations.json, which the e2e sequencer uses to deal files to CI's shards. Files
// not in this run keep their figure; files that no longer exist are dropped.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, '.tmp', 'test-reports');
const table = path.join(root, 'tests/e2e/support/durations.json');

const durations = JSON.parse(readFileSync(table, 'utf8'));
const files = readdirSync(reports).filter((name) => name.endsWith('.durations.json'));
if (files.length === 0) throw new Error(`no end-to-end durations in ${reports}: run npm test first`);
for (const file of files)
  Object.assign(durations, JSON.parse(readFileSync(path.join(reports, file), 'utf8')));
const sorted = Object.fromEntries(
  Object.entries(durations)
    .filter(([file]) => existsSync(path.join(root, file)))
    .sort(([a], [b]) => a.localeCompare(b)),
);
writeFileSync(table, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`${Object.keys(sorted).length} files in ${path.relative(root, table)}`);
