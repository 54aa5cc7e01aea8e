// @vitest-environment node
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '@/server/config';

const tmp = () => mkdtempSync(path.join(tmpdir(), 'hidaya-config-'));

describe('configuration', () => {
  it('needs nothing: defaults serve on port 5000 with an embedded database', () => {
    const dir = tmp();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(5000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.supportEmail).toBe('support@hidaya.app');
    expect(config.adminUsernames).toEqual([]);
  });

  it('generates APP_SECRET into DATA_DIR once and reuses it', () => {
    const dir = tmp();
    const first = loadConfig({ DATA_DIR: dir }).appSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'app-secret'), 'utf8').trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).appSecret).toBe(first);
  });

  it('requires APP_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: tmp() })).toThrow(/APP_SECRET/);
  });

  it('names every bad variable', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SUPPORT_EMAIL: 'nope', DATA_DIR: tmp() });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const text = (error as Error).message;
    expect(text).toContain('PORT');
    expect(text).toContain('DATABASE_URL');
    expect(text).toContain('SUPPORT_EMAIL');
  });

  it('reads ADMIN_USERNAMES as a case-insensitive list', () => {
    expect(loadConfig({ DATA_DIR: tmp(), ADMIN_USERNAMES: ' Aisha, ,BILAL ' }).adminUsernames).toEqual([
      'aisha',
      'bilal',
    ]);
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(loadConfig({ DATA_DIR: tmp(), DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });
});
