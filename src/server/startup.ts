import type { AppContext } from './context';
import type { StartupOptions } from './features/feature';

/**
 * The work each feature does once when an instance starts (curated content stored, administrators
 * marked), in the list's order: main.ts runs it before listening; the test set-up runs it once into
 * the template database that every test's database is copied from.
 */
export async function runStartup(context: AppContext, options: StartupOptions): Promise<void> {
  for (const feature of context.features) await feature.startup?.(context, options);
}
