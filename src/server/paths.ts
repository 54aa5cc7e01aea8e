import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (where package.json is), found from this file in source or bundled form. */
function findProjectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('package.json not found above the server code');
    dir = parent;
  }
  return dir;
}

export const projectRoot = findProjectRoot();
export const migrationsFolder = path.join(projectRoot, 'src/server/db/migrations');
export const clientBuildDir = path.join(projectRoot, 'dist/client');
/** The public pages' server renderer, built by `vite build --ssr` (package.json `build:render`). */
export const publicPagesModule = path.join(projectRoot, 'dist/render/public-pages.js');
