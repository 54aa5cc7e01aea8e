// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The boundary rules of eslint.config.js (decision 005) catch what they are meant to, however written. */
const eslint = new ESLint();
// The first lint of a file loads the whole config and resolves imports across the project: seconds
// on 2 shared cores, more than vitest's 5 s default under load.
const slow = { timeout: 30_000 };
async function rulesBroken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => m.ruleId ?? m.message);
}

describe('feature boundaries on the server', slow, () => {
  const inHome = 'src/server/features/home/boundary-fixture.ts';

  it("catches another feature's internals by alias, by relative path and nested", async () => {
    for (const source of [
      '@/server/features/accounts/repository',
      '../accounts/service',
      '../../features/accounts/routes',
    ]) {
      expect(await rulesBroken(inHome, `export { x } from '${source}';\n`), source).toContain(
        'import-x/no-restricted-paths',
      );
    }
  });

  it("catches another feature's tables, and allows its public.ts", async () => {
    expect(await rulesBroken(inHome, "export { users } from '@/server/db/schema/accounts';\n")).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await rulesBroken(inHome, "export { users } from '../../db/schema';\n")).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await rulesBroken(inHome, "export { accounts } from '../accounts/public';\n")).toEqual([]);
  });

  it('catches a shared layer importing a feature', async () => {
    expect(
      await rulesBroken(
        'src/server/platform/boundary-fixture.ts',
        "export { accounts } from '../features/accounts/public';\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await rulesBroken(
        'src/client/lib/boundary-fixture.ts',
        "export * from '@/client/features/home/routes';\n",
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  it("catches a client feature importing another's internals, and allows its public.ts", async () => {
    const inCommunity = 'src/client/features/community/pages/boundary-fixture.ts';
    for (const source of [
      '@/client/features/prayer-tracking/components/prayer-calendar',
      '../../prayer-tracking/public',
    ]) {
      expect(await rulesBroken(inCommunity, `export { x } from '${source}';\n`), source).toContain(
        'no-restricted-imports',
      );
    }
    expect(
      await rulesBroken(
        inCommunity,
        "export { PrayerCalendar } from '@/client/features/prayer-tracking/public';\n",
      ),
    ).toEqual([]);
  });

  it('catches z.string() in a contract (text() refuses the NUL character)', async () => {
    expect(
      await rulesBroken(
        'src/contracts/boundary-fixture.ts',
        "import { z } from './zod';\nexport const s = z.string();\n",
      ),
    ).toContain('no-restricted-syntax');
  });
});
