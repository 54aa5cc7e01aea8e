// @vitest-environment node
import { readdirSync } from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The boundary rules of eslint.config.js (decisions 005, 006, 011) catch what they are meant to, however written. */
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
      '../../features/accounts/account-routes',
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

  it('catches z.string() in a contract (text() refuses the NUL character)', async () => {
    expect(
      await rulesBroken(
        'src/contracts/boundary-fixture.ts',
        "import { z } from './zod';\nexport const s = z.string();\n",
      ),
    ).toContain('no-restricted-syntax');
  });
});

describe('the shared server layers go one way: providers use the platform', slow, () => {
  it('catches the platform importing a provider, by relative path and by alias', async () => {
    for (const source of ['../providers/ai/choose', '@/server/providers/email/outbox-adapter']) {
      expect(
        await rulesBroken('src/server/platform/boundary-fixture.ts', `export * from '${source}';\n`),
        source,
      ).toContain('import-x/no-restricted-paths');
    }
  });

  it("allows an adapter the platform's utilities and the port it implements", async () => {
    expect(
      await rulesBroken(
        'src/server/providers/email/boundary-fixture.ts',
        "export { systemClock } from '../../platform/clock';\nexport type { EmailProvider } from '../../platform/ports/email';\n",
      ),
    ).toEqual([]);
  });
});

const clientFeatures = readdirSync('src/client/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('feature boundaries on the client, one zone per feature folder', slow, () => {
  it.each(clientFeatures)("catches %s importing another feature's internals", async (feature) => {
    const other = feature === 'home' ? 'prayer-tracking' : 'home';
    const internals = other === 'home' ? 'components/summary-tiles' : 'components/prayer-calendar';
    expect(
      await rulesBroken(
        `src/client/features/${feature}/boundary-fixture.ts`,
        `export * from '@/client/features/${other}/${internals}';\n`,
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  it('catches it by relative path however deep the file sits in its feature', async () => {
    for (const [file, source] of [
      ['src/client/features/community/pages/boundary-fixture.ts', '../../prayer-tracking/api/keys'],
      [
        'src/client/features/community/a/b/c/d/boundary-fixture.ts',
        '../../../../../prayer-tracking/components/prayer-calendar',
      ],
    ] as const) {
      expect(await rulesBroken(file, `export * from '${source}';\n`), source).toContain(
        'import-x/no-restricted-paths',
      );
    }
  });

  it("allows another feature's public.ts, the feature's own files, lib, components and contracts", async () => {
    expect(
      await rulesBroken(
        'src/client/features/community/pages/boundary-fixture.ts',
        [
          "export { PrayerCalendar } from '@/client/features/prayer-tracking/public';",
          "export { userStatsQueryOptions } from '../../prayer-tracking/public';",
          "export { communityKeys } from '@/client/features/community/api/keys';",
          "export { dashboardQueryOptions } from '../api/get-dashboard';",
          "export { invalidateProgress } from '@/client/lib/progress';",
          "export { DocumentTitle } from '@/client/components/document-title';",
          "export { homeSummary } from '@/contracts/home';",
          '',
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('catches a feature importing the app that composes it; the app imports any feature', async () => {
    expect(
      await rulesBroken(
        'src/client/features/home/boundary-fixture.ts',
        "export { FEATURE_ROUTES } from '@/client/app/features';\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await rulesBroken(
        'src/client/app/boundary-fixture.ts',
        "export { SummaryTiles } from '@/client/features/home/components/summary-tiles';\n",
      ),
    ).toEqual([]);
  });

  it('catches src/client/lib and src/client/components importing a feature', async () => {
    for (const file of ['src/client/lib/boundary-fixture.ts', 'src/client/components/boundary-fixture.ts']) {
      expect(
        await rulesBroken(file, "export * from '@/client/features/prayer-tracking/public';\n"),
        file,
      ).toContain('import-x/no-restricted-paths');
    }
  });
});
