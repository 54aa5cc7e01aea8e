import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultLanguage } from '@/contracts/language-choice';
import { htmlDocuments, type PageHead } from '@/server/platform/html-document';

const clientDir = mkdtempSync(path.join(tmpdir(), 'hidaya-documents-'));
writeFileSync(
  path.join(clientDir, 'index.html'),
  '<!doctype html>\n<html lang="en" dir="ltr">\n  <head>\n    <title>Hidaya</title>\n    <script type="module" crossorigin src="/assets/app.js"></script>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n',
);
mkdirSync(path.join(clientDir, '.vite'));
writeFileSync(
  path.join(clientDir, '.vite', 'manifest.json'),
  JSON.stringify({ 'public-main.ts': { file: 'assets/public.js' } }),
);
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

const head = (title: string): PageHead => ({ title, description: 'd', path: '/blog' });

// String.prototype.replace reads $&, $` and $' in a replacement string as "the match", "what comes
// before" and "what comes after": text a visitor or an author wrote must go in as it is written.
describe('a page keeps the dollar signs of what it shows', () => {
  const special = "$' $` $& $$";

  it('in the markup drawn for a visitor (a search typed in the address)', () => {
    const documents = htmlDocuments(clientDir, (request) => `<input value="${request.search}">`);
    const html = documents.render(head('Blog'), 'https://hidaya.test', {
      template: 'public',
      page: { path: '/blog', search: special, language: defaultLanguage() },
    });
    expect(html).toContain(`<div id="root"><input value="${special}"></div>`);
    expect(html.match(/<\/html>/g)).toHaveLength(1);
    expect(html.match(/<head>/g)).toHaveLength(1);
  });

  it("in the head (an article's title) and in the page data the app reads", () => {
    const documents = htmlDocuments(clientDir);
    const html = documents.render(head(`Save ${special}`), 'https://hidaya.test', {
      data: { '/api/blog/posts/a': { title: special } },
    });
    // Escaped as HTML and as JSON inside <script>, the dollar signs as written.
    const escaped = special.replace('&', '&amp;');
    expect(html).toContain(`<title>Save ${escaped}</title>`);
    expect(html).toContain(`{"/api/blog/posts/a":{"title":"${special.replace('&', '\\u0026')}"}}`);
    expect(html.match(/<\/html>/g)).toHaveLength(1);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
  });
});
