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

// A client feature never imports another's internals (docs/decisions/006, bulletproof-react): within
// its own feature a file imports by relative path, what several features need lives in src/client/lib
// or src/client/components, and a part one feature lends another (the prayer calendar in the learning
// dashboard) is exported by its `public.ts`, imported as `@/client/features/<name>/public` (decision
// 022). app/ composes the features and is exempt. A file `depth` folders below its
// feature's root stays inside the feature with up to `depth` `../`; one more leaves it (features nest
// at most three folders deep; a deeper one needs a larger range here).
const featureBoundaryMessage =
  "A client feature never imports another feature's internals: import inside the feature by relative path, another feature only through '@/client/features/<name>/public', and move what features share to src/client/lib or src/client/components.";
const clientFeatureBoundaries = [0, 1, 2, 3].map((depth) => ({
  files: [`src/client/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          clientNeverImportsServer,
          { regex: '^@/client/features/(?![^/]+/public$)', message: featureBoundaryMessage },
          { regex: `^(\\.\\./){${depth + 1}}`, message: featureBoundaryMessage },
        ],
      },
    ],
  },
}));

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
    message: 'Accounts imports no other feature: a feature adds its part through its descriptor (feature.ts).',
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
  ...clientFeatureBoundaries,
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'], alias: { '@': [srcDir] } }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: serverBoundaries }],
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
    files: ['src/server/features/*/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            serverNeverImportsClient,
            {
              // A feature reaches another only through that feature's public.ts (style.md, example 3).
              regex: '^\\.\\./(?!context$)[^./][^/]*/(?!public$)[^/]+$',
              message:
                'Import another feature only through its public.ts, never its routes, service or repository.',
            },
          ],
        },
      ],
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
