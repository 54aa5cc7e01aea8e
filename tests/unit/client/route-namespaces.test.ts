import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FEATURE_ROUTES } from '@/client/app/features';
import { PAGE_NAMESPACES, SHELL_NAMESPACES } from '@/client/lib/i18n';

/**
 * A page is shown once the namespaces its route names are in, and only those (decision 014): a
 * namespace a page reads but its route does not name would show its keys. These tests read the
 * page's modules, and everything they import, for the namespaces they use.
 */
const src = path.resolve(import.meta.dirname, '../../../src');
const pageModules = import.meta.glob<unknown>('../../../src/client/features/*/pages/*.tsx', { eager: true });
const pageFileOf = (module: unknown): string | undefined => {
  const relative = Object.entries(pageModules).find(([, candidate]) => candidate === module)?.[0];
  return relative && path.resolve(import.meta.dirname, relative);
};

const KNOWN = new Set([...SHELL_NAMESPACES, ...PAGE_NAMESPACES]);

function resolveImport(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? path.join(src, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find(
    (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate),
  );
}

/** The namespaces one module reads: `useTranslation(...)`, `getFixedT(lng, ns)` and `'ns:key'` strings. */
function namespacesIn(source: string): string[] {
  const found: string[] = [];
  for (const [, args] of source.matchAll(/useTranslation\(\s*(\[[^\]]*\]|'[^']*')?/g)) {
    found.push(...(args ? [...args.matchAll(/'([^']+)'/g)].map(([, name = '']) => name) : ['common']));
  }
  for (const [, name = ''] of source.matchAll(/getFixedT\([^,]*,\s*'([^']+)'/g)) found.push(name);
  for (const [, name = ''] of source.matchAll(/['"`]([A-Za-z]+):[\w.${]/g))
    if (KNOWN.has(name)) found.push(name);
  return found;
}

/** Every namespace read by `entry` and the modules it imports (statically or lazily), by namespace. */
function namespacesReadFrom(entry: string): Map<string, string> {
  const readers = new Map<string, string>();
  const seen = new Set<string>();
  const pending = [entry];
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const name of namespacesIn(source))
      if (!readers.has(name)) readers.set(name, path.relative(src, file));
    for (const [, specifier = ''] of source.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)) {
      const imported = resolveImport(file, specifier);
      if (imported) pending.push(imported);
    }
  }
  return readers;
}

describe("each route's namespaces", () => {
  it('every namespace a route names exists, and none of the shell is named again', () => {
    for (const route of FEATURE_ROUTES) {
      for (const name of route.namespaces) {
        expect(PAGE_NAMESPACES, `${route.path}: ${name}`).toContain(name);
      }
    }
  });

  it("every namespace a page reads is the shell's or named by its route", async () => {
    expect(FEATURE_ROUTES.length).toBeGreaterThan(20);
    for (const route of FEATURE_ROUTES) {
      const file = pageFileOf(await route.page.preload());
      expect(file, `${route.path}: its page module`).toBeDefined();
      for (const [name, reader] of namespacesReadFrom(file ?? '')) {
        if (SHELL_NAMESPACES.includes(name)) continue;
        expect(route.namespaces, `${route.path}: '${name}' is read by ${reader}`).toContain(name);
      }
    }
  });

  it('finds what a page reads through the modules it imports', () => {
    // The learning dashboard's progress tab draws the prayer tracker's calendar (prayer-tracking's public.ts).
    const dashboard = namespacesReadFrom(
      path.join(src, 'client/features/community/pages/dashboard-page.tsx'),
    );
    expect([...dashboard.keys()]).toEqual(expect.arrayContaining(['dashboard', 'prayer', 'common']));
    expect(dashboard.get('prayer')).toMatch(/^client\/features\/prayer-tracking\//);
  });
});
