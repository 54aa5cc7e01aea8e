// Lighthouse (mobile, the package's default simulated throttling) and the gzipped JavaScript weight of
// the public pages, against a running Hidaya.
// Usage: start Hidaya (npm start), then `node scripts/lighthouse.mjs [baseURL] [paths...]`.
// Targets: performance >= 95, accessibility 100, SEO 100, best practices >= 95, and at most
// 100 KB of gzipped JavaScript loaded by each page.
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const [baseURL = 'http://127.0.0.1:5000', ...paths] = process.argv.slice(2);
const pages = paths.length ? paths : ['/landing', '/blog', '/blog/wudu-step-by-step', '/help'];
const CATEGORIES = ['performance', 'accessibility', 'seo', 'best-practices'];
const JS_BUDGET_BYTES = 100 * 1024;

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
});

/** The scripts a page loaded, each weighed as gzip -9 would send it. */
async function gzippedScriptBytes(lhr) {
  const requests = lhr.audits['network-requests'].details.items.filter((item) => item.resourceType === 'Script');
  let total = 0;
  for (const { url } of requests) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    total += gzipSync(body, { level: 9 }).length;
  }
  return { total, count: requests.length };
}

let failed = false;
try {
  for (const path of pages) {
    const url = new URL(path, baseURL).href;
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    // A run that could not load the page (a timeout on a loaded machine, say) scores 0: say why.
    if (lhr.runtimeError) console.log(`${path}: Lighthouse could not measure: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]));
    const js = await gzippedScriptBytes(lhr);
    const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift']
      .map((id) => `${id.replace(/-/g, ' ')} ${lhr.audits[id]?.displayValue ?? '?'}`)
      .join(', ');
    console.log(
      `${path}: performance ${scores.performance}, accessibility ${scores.accessibility}, SEO ${scores.seo}, best practices ${scores['best-practices']}; JavaScript ${(js.total / 1024).toFixed(1)} KB gzipped in ${js.count} files`,
    );
    console.log(`  ${metrics}`);
    for (const id of CATEGORIES) {
      const failing = lhr.categories[id].auditRefs
        .map((ref) => lhr.audits[ref.id])
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'manual');
      if (failing.length && id !== 'performance') console.log(`  ${id} findings: ${failing.map((a) => a.id).join(', ')}`);
    }
    const pass =
      scores.performance >= 95 && scores.accessibility === 100 && scores.seo === 100 && scores['best-practices'] >= 95 && js.total <= JS_BUDGET_BYTES;
    if (!pass) failed = true;
  }
} finally {
  await chrome.kill();
}
process.exitCode = failed ? 1 : 0;
