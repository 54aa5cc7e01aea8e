/**
 * Which built files the service worker keeps at install (decision 032): the app shell only. That is
 * index.html, the app entry's script with the chunks it imports statically and their styles, and the
 * files of the public folder the app shows at once (favicon, icons). Page chunks, translations and
 * fonts are many, in five languages: the worker keeps those the person's browser actually loads
 * (src/client/sw.ts), not all of them on every install.
 */

/** A chunk of Vite's build manifest (dist/client/.vite/manifest.json). */
export interface ViteManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/** The app's entry in Vite's manifest (vite.config.ts's `index` input, keyed by its path from the root). */
export const APP_ENTRY = 'index.html';

/** The app entry's files: its script, every chunk it imports statically however deep, and their styles. */
export function appShellFiles(manifest: Record<string, ViteManifestChunk>): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(APP_ENTRY);
  return files;
}

/**
 * The precache list cut to the shell: the entry's build files and every file outside /assets, each
 * once (a URL listed twice makes the worker's install fail).
 */
export function shellOnly<Entry extends { url: string }>(
  entries: readonly Entry[],
  manifest: Record<string, ViteManifestChunk>,
): Entry[] {
  const shell = appShellFiles(manifest);
  if (shell.size === 0) throw new Error(`The build manifest has no '${APP_ENTRY}' entry`);
  const listed = new Set<string>();
  return entries.filter((entry) => {
    if (listed.has(entry.url) || (entry.url.startsWith('assets/') && !shell.has(entry.url))) return false;
    listed.add(entry.url);
    return true;
  });
}
