import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const serverNeverImportsClient = {
  group: ['@/client/*', '**/client/**'],
  message: 'The server never imports client code.',
};

const clientNeverImportsServer = {
  group: ['@/server/*', '**/server/**'],
  message: 'The client never imports server code.',
};

// Boundaries that follow the import to its file (alias, relative or nested alike), with the resolver
// eslint-plugin-import-x ships, taught the `@/` alias (docs/decisions/005).
const srcDir = fileURLToPath(new URL('./src', import.meta.url));
const serverFeatures = readdirSync(new URL('./src/server/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const schemaFiles = readdirSync(new URL('./src/server/db/schema', import.meta.url));
const serverBoundaries = [
  ...serverFeatures.map((feature) => ({
    target: `./src/server/features/${feature}`,
    from: './src/server/features',
    except: [
      `./${feature}`,
      './context.ts',
      './feature.ts',
      ...serverFeatures.filter((other) => other !== feature).map((other) => `./${other}/public.ts`),
    ],
    message: 'Import another feature only through its public.ts, never its routes, service or repository.',
  })),
  {
    // Accounts composes the data download and the deletion from the feature list it is handed
    // (ctx.features), so every feature may depend on accounts and accounts on none (decision 005).
    target: './src/server/features/accounts',
    from: './src/server/features',
    except: ['./accounts', './context.ts', './feature.ts'],
    message:
      'Accounts imports no other feature: a feature adds its part through its descriptor (feature.ts).',
  },
  ...serverFeatures.map((feature) => ({
    target: `./src/server/features/${feature}`,
    from: './src/server/db/schema',
    // A feature's tables may span files named after it (`<feature>.ts`, `<feature>-<part>.ts`).
    except: schemaFiles
      .filter((file) => file === `${feature}.ts` || file.startsWith(`${feature}-`))
      .map((file) => `./${file}`),
    message: `A feature imports only its own tables (src/server/db/schema/${'<feature>'}[-<part>].ts); ask the owning feature's public.ts for the rest.`,
  })),
  {
    target: ['./src/server/platform', './src/server/providers', './src/server/db'],
    from: './src/server/features',
    message: 'Shared server layers never import a feature.',
  },
  {
    target: ['./src/server/platform', './src/server/providers'],
    from: './src/server/db/schema',
    except: ['./platform.ts'],
    message: "Shared layers use only the platform's own tables; a feature's tables are that feature's.",
  },
  {
    // Adapters use the platform (its utilities, and the ports in platform/ports they implement); the
    // platform never reaches an adapter, so the two layers cannot import each other (decision 011).
    target: './src/server/platform',
    from: './src/server/providers',
    message:
      'The platform never imports providers: declare the port in src/server/platform/ports and let the adapter import it.',
  },
];

// The client's features, generated from the folder list like the server's (docs/decisions/006,
// bulletproof-react): a feature imports its own folder, src/client/lib, src/client/components,
// @/contracts, and another feature only through that feature's public.ts (decision 022); app/
// composes the features and is exempt; lib and components import no feature.
const clientFeatures = readdirSync(new URL('./src/client/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const clientBoundaries = [
  ...clientFeatures.map((feature) => ({
    target: `./src/client/features/${feature}`,
    from: './src/client/features',
    except: [
      `./${feature}`,
      ...clientFeatures.filter((other) => other !== feature).map((other) => `./${other}/public.ts`),
    ],
    message:
      "A client feature imports another feature only through '@/client/features/<name>/public'; move what features share to src/client/lib or src/client/components.",
  })),
  {
    target: './src/client/features',
    from: './src/client',
    except: ['./features', './lib', './components'],
    message:
      'A client feature imports src/client/lib, src/client/components and @/contracts, never the app that composes it.',
  },
  {
    target: ['./src/client/lib', './src/client/components'],
    from: './src/client/features',
    message: 'Shared client layers never import a feature.',
  },
];

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'src/server/db/migrations', 'coverage', '.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [clientNeverImportsServer] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'], alias: { '@': [srcDir] } }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...serverBoundaries, ...clientBoundaries] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [serverNeverImportsClient] }],
    },
  },
  {
    files: ['src/contracts/**/*.ts'],
    ignores: ['src/contracts/text.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='z'][callee.property.name='string']",
          message:
            'Use text() from src/contracts/text.ts: it refuses the NUL character PostgreSQL cannot store.',
        },
      ],
    },
  },
  {
    files: ['src/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/server/*', '@/client/*', '../server/*', '../client/*'],
              message: 'Contracts stand alone.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'tests/**/*.ts', 'bench/**/*'],
    rules: { 'no-console': 'off' },
  },
);
