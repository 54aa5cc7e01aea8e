import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Splits the end-to-end files between CI's shards (`--shard=i/n`, each shard its own app instance and
 * browser) by how long each file takes, not by how many files there are: the longest files are dealt
 * first, each to the shard with the least work so far. Times come from `durations.json` (seconds of a
 * whole CI run per file, rounded); a file missing there counts as the median. Within a shard the
 * longest files run first. Refresh the table with `node scripts/e2e-durations.mjs` after a run.
 */
const durations = JSON.parse(
  readFileSync(path.join(import.meta.dirname, 'durations.json'), 'utf8'),
) as Record<string, number>;

export default class DurationSequencer extends BaseSequencer {
  private seconds(spec: TestSpecification): number {
    const known = Object.values(durations).sort((a, b) => a - b);
    return durations[this.key(spec)] ?? known[Math.floor(known.length / 2)] ?? 1;
  }

  private key(spec: TestSpecification): string {
    return path.relative(this.ctx.config.root, spec.moduleId).split(path.sep).join('/');
  }

  private longestFirst(files: TestSpecification[]): TestSpecification[] {
    return [...files].sort(
      (a, b) => this.seconds(b) - this.seconds(a) || this.key(a).localeCompare(this.key(b)),
    );
  }

  override async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { index, count } = this.ctx.config.shard ?? { index: 1, count: 1 };
    const load = Array.from({ length: count }, () => 0);
    const mine: TestSpecification[] = [];
    for (const spec of this.longestFirst(files)) {
      const lightest = load.indexOf(Math.min(...load));
      load[lightest] = (load[lightest] ?? 0) + this.seconds(spec);
      if (lightest === index - 1) mine.push(spec);
    }
    return mine;
  }

  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return this.longestFirst(files);
  }
}
