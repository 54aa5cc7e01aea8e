// `npm start`: builds the client and server when the build is missing or older than the sources,
// then runs the server.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const outputs = ['dist/client/index.html', 'dist/render/public-pages.js', 'dist/server/main.js'].map((p) =>
  path.join(root, p),
);
const inputs = ['src', 'package-lock.json', 'vite.config.ts'].map((p) => path.join(root, p));

function newest(file) {
  if (!existsSync(file)) return 0;
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(file).map((name) => newest(path.join(file, name))));
}

const builtAt = Math.min(...outputs.map((f) => (existsSync(f) ? statSync(f).mtimeMs : 0)));
if (builtAt === 0 || Math.max(...inputs.map(newest)) > builtAt) {
  console.log('Building Hidaya (client and server)...');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The server runs in this process, so SIGTERM from a supervisor reaches its graceful shutdown.
await import(path.join(root, 'dist/server/main.js'));
