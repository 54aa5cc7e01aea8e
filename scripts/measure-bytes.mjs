// `node scripts/measure-bytes.mjs [baseURL]`: the JavaScript a browser downloads, as transferred
// (the compressed bodies as they cross the wire; with the response headers too, as DevTools counts
// them, in brackets), for the signed-out home and the other public pages a visitor opens first (all
// drawn on the server with the small public script, decision 018; their budget is the
// same 100 KB, there counted gzipped by scripts/lighthouse.mjs), and a signed-in page (the app).
// Without a base URL it serves the built app (`npm run build` first) on a free port with a fresh
// embedded database. Used by `npm run bench`; prints one line per page and a JSON summary.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '..');
/** Issue 9's budgets, in bytes as transferred. */
const BUDGETS = { signedOutHome: 100 * 1024, signedInPage: 170 * 1024, publicPage: 100 * 1024 };
const PUBLIC_PAGES = ['/landing', '/blog', '/blog/wudu-step-by-step', '/help'];
const SIGNED_IN_PATH = process.env.MEASURE_SIGNED_IN_PATH ?? '/prayer-tracker';

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function startBuiltApp() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hidaya-bytes-'));
  const child = spawn(process.execPath, [path.join(root, 'dist/server/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '1000',
      APP_SECRET: process.env.APP_SECRET ?? 'measure-bytes-secret-measure-bytes-secret-0123',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not become healthy within 120 s');
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return {
    baseURL,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Loads `url` in a fresh tab and sums the encoded (transferred) bytes of every script response. */
async function scriptBytes(context, url) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type === 'Script')
      scripts.set(requestId, {
        url: response.url,
        encoding: response.headers['content-encoding'] ?? response.headers['Content-Encoding'] ?? 'identity',
        bytes: 0,
        // Static files are sent with their length; the compressed body is exactly that many bytes.
        body: Number(response.headers['content-length'] ?? response.headers['Content-Length'] ?? 0),
      });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const script = scripts.get(requestId);
    if (script) script.bytes = encodedDataLength;
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForSelector('main h1, main h2', { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const list = [...scripts.values()];
  await page.close();
  return {
    total: list.reduce((sum, script) => sum + script.body, 0),
    withHeaders: list.reduce((sum, script) => sum + script.bytes, 0),
    scripts: list,
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const app = process.argv[2] ? { baseURL: process.argv[2], stop: async () => {} } : await startBuiltApp();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  const results = {};
  const visitor = await browser.newContext({ baseURL: app.baseURL, locale: 'en-US' });
  results.signedOutHome = await scriptBytes(visitor, `${app.baseURL}/`);
  for (const path of PUBLIC_PAGES) results[path] = await scriptBytes(visitor, `${app.baseURL}${path}`);
  await visitor.close();

  const member = await browser.newContext({ baseURL: app.baseURL, locale: 'en-US' });
  const id = Date.now().toString(36);
  const registered = await member.request.post('/api/auth/register', {
    data: { username: `bytes_${id}`, email: `bytes_${id}@mail.test`, password: 'Salaam#2026' },
  });
  if (registered.status() !== 201) throw new Error(`registering failed: ${registered.status()}`);
  results.signedInPage = await scriptBytes(member, `${app.baseURL}${SIGNED_IN_PATH}`);
  await member.close();

  const verbose = process.env.MEASURE_VERBOSE === '1';
  for (const [name, { total, withHeaders, scripts }] of Object.entries(results)) {
    const budget = BUDGETS[name] ?? BUDGETS.publicPage;
    console.log(
      `${name.padEnd(24)} ${kb(total).padStart(9)} of JavaScript transferred in ${scripts.length} files (${kb(withHeaders)} with headers; budget ${kb(budget)}: ${total <= budget ? 'met' : 'OVER'})`,
    );
    if (verbose) {
      for (const script of scripts)
        console.log(
          `    ${kb(script.body).padStart(9)} ${script.encoding.padEnd(8)} ${new URL(script.url).pathname}`,
        );
    }
  }
  console.log(
    JSON.stringify({
      signedOutHomeBytes: results.signedOutHome.total,
      signedInPageBytes: results.signedInPage.total,
      signedInPath: SIGNED_IN_PATH,
      publicPageBytes: Object.fromEntries(PUBLIC_PAGES.map((path) => [path, results[path].total])),
    }),
  );
} finally {
  await browser.close();
  await app.stop();
}
