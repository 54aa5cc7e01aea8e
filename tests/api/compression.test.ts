import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app';

// A built client as `vite build` leaves it: each text file with its .br and .gz copies.
const script = `export const greeting = ${JSON.stringify('salaam '.repeat(400))};\n`;
let clientDir: string;
let t: TestApp;

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'hidaya-client-'));
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(clientDir, 'assets', 'app.js'), script);
  writeFileSync(path.join(clientDir, 'assets', 'app.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(clientDir, 'assets', 'app.js.gz'), gzipSync(script));
  writeFileSync(path.join(clientDir, 'assets', 'tiny.js'), 'export {};\n');
  t = await createTestApp({ deps: { clientDir } });
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('bytes on the wire', () => {
  it('sends the brotli copy of a built file to a browser that accepts it, else gzip, else the file', async () => {
    const get = (encoding: string) =>
      t.app.inject({ method: 'GET', url: '/assets/app.js', headers: { 'accept-encoding': encoding } });

    const br = await get('gzip, deflate, br, zstd');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gzip = await get('gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await get('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('sends a built file too small to have compressed copies as it is, never compressing it again', async () => {
    const tiny = await t.app.inject({
      method: 'GET',
      url: '/assets/tiny.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(tiny.statusCode).toBe(200);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('export {};\n');
  });

  it('compresses a large API answer and leaves a small one as it is', async () => {
    const large = await t.app.inject({
      method: 'GET',
      url: '/api/docs',
      headers: { 'accept-encoding': 'br' },
    });
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    const document = JSON.parse(brotliDecompressSync(large.rawPayload).toString()) as { openapi: string };
    expect(document.openapi).toMatch(/^3\./);

    const small = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ status: expect.any(String) });
  });
});
