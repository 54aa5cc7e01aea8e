import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * Records how long each end-to-end file took as a whole (its hooks, browser and own servers included,
 * which the JSON report leaves out) in `E2E_DURATIONS_FILE`, when set. `scripts/e2e-durations.mjs`
 * folds these into `durations.json`, which the sequencer deals the shards by.
 */
export default class DurationsReporter implements Reporter {
  private readonly seconds: Record<string, number> = {};

  onTestModuleEnd(module: TestModule) {
    const { duration, collectDuration, prepareDuration, setupDuration } = module.diagnostic();
    const ms = duration + collectDuration + prepareDuration + setupDuration;
    this.seconds[module.relativeModuleId] = Math.max(1, Math.round(ms / 1000));
  }

  onTestRunEnd() {
    const file = process.env.E2E_DURATIONS_FILE;
    if (!file) return;
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(this.seconds, null, 2)}\n`);
  }
}
