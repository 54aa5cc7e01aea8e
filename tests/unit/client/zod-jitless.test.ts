import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('zod in the browser (CSP)', () => {
  it('every schema the browser runs takes z from contracts/zod, which turns off the eval probe first', () => {
    const direct = [...sourceFiles(path.join(root, 'client')), ...sourceFiles(path.join(root, 'contracts'))]
      .filter((file) => !file.endsWith(path.join('contracts', 'zod.ts')))
      .filter((file) => /^import (?!type )[^;]*from 'zod(\/[^']*)?';/m.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(root, file));
    expect(direct).toEqual([]);
  });
});
