// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';
import globals from 'globals';

/**
 * One-way imports between workspaces (DESIGN.md "Layout"): contract imports nothing internal;
 * engine imports nothing internal but the contract's two plain-data modules, the spec's codes
 * (`enums`) and texts (`messages`), so each has one home (docs/decisions/0020); db and
 * reference-data may use engine; server uses contract, engine, db and reference-data; web uses
 * contract and engine; e2e may use contract.
 * @param {string[]} forbidden workspace names this folder must not import
 * @param {string[]} [allowedModules] modules of a forbidden workspace this folder may import
 * @param {object[]} [extraPatterns] more `no-restricted-imports` patterns (folders inside a workspace)
 * @param {object[]} [paths] `no-restricted-imports` paths (named imports of a package)
 */
function boundary(forbidden, allowedModules = [], extraPatterns = [], paths = []) {
  return {
    'no-restricted-imports': [
      'error',
      {
        paths,
        patterns: [
          ...forbidden.map((name) => {
            const allowed = allowedModules.filter((m) => m.startsWith(`@circa/${name}/`));
            // gitignore semantics: a module can be let through only when its package is not itself
            // a pattern (packages export only their modules, so the bare name never resolves)
            return {
              group: allowed.length
                ? [`@circa/${name}/*`, ...allowed.map((m) => `!${m}`)]
                : [`@circa/${name}`, `@circa/${name}/*`],
              message: `This workspace may not import @circa/${name} (DESIGN.md: imports flow one way).`,
            };
          }),
          ...extraPatterns,
        ],
      },
    ],
  };
}

const all = ['engine', 'contract', 'db', 'reference-data', 'server', 'web', 'e2e'];
const except = (/** @type {string[]} */ ...allowed) => all.filter((n) => !allowed.includes(n));

/*
 * Folders inside the web app (apps/web/README.md "Layout"): `app/` (shell, routes, providers)
 * imports anything; `features/<area>` may import `lib/`, `config/`, `ui/` but not `app/` nor
 * another feature; `ui/`, `lib/`, `config/` and `testing/` import neither features nor `app/`.
 * Feature tests may use the app's test helpers (`app/test-utils`, and `app/guards`, `app/routes`
 * to mount real routes). Imports are relative, so the patterns match the path written.
 */
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const webNoApp = {
  regex: '^(\\.\\./)+app(/|$)',
  message:
    'Only app/ imports app/ (shell, routes, providers); move what is shared to lib/, config/ or ui/.',
};
const webTestNoApp = {
  regex: '^(\\.\\./)+app/(?!(test-utils|guards|routes)$)',
  message: 'Feature tests may import only the test helpers of app/ (test-utils, guards, routes).',
};
const webNoFeatures = {
  regex: '(^|/)features/',
  message: 'ui/, lib/, config/ and testing/ may not import features.',
};

/** @param {string} feature */
function otherFeatures(feature) {
  const others = webFeatures.filter((name) => name !== feature);
  return {
    regex: `^(\\.\\./)+(${others.join('|')})/`,
    message:
      'A feature may not import another feature: move the shared piece to lib/, config/ or ui/, or ask for it through a slot (lib/slots.tsx, apps/web/README.md "Slots").',
  };
}

/**
 * Writes go through `useApiMutation` (apps/web/src/lib/api-mutation.ts), which declares the reads
 * each write invalidates (apps/web/README.md "Writes and the cache").
 */
const webWrites = [
  {
    name: '@tanstack/react-query',
    importNames: ['useMutation'],
    message:
      "Use useApiMutation (lib/api-mutation.ts) in the feature's api/ file: it declares which reads the write invalidates.",
  },
];

const webWorkspaces = except('contract', 'engine');
const webTests = ['**/*.test.ts', '**/*.test.tsx'];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'var/**', '**/*.tsbuildinfo', 'e2e/artifacts/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: 'TSEnumDeclaration', message: 'Use string unions or z.enum, not TS enum.' },
        { selector: 'ExportAllDeclaration', message: 'No export * barrels; use named exports.' },
      ],
    },
  },
  {
    files: ['packages/engine/**'],
    rules: boundary(except(), ['@circa/contract/enums', '@circa/contract/messages']),
  },
  { files: ['packages/contract/**'], rules: boundary(except()) },
  { files: ['packages/db/**'], rules: boundary(except('engine')) },
  { files: ['packages/reference-data/**'], rules: boundary(except('engine')) },
  {
    files: ['apps/server/**'],
    rules: boundary(except('contract', 'engine', 'db', 'reference-data')),
  },
  {
    files: ['apps/web/**'],
    languageOptions: { globals: { ...globals.browser } },
    rules: boundary(webWorkspaces, [], [], webWrites),
  },
  {
    files: ['apps/web/src/{ui,lib,config,testing}/**'],
    rules: boundary(webWorkspaces, [], [webNoFeatures, webNoApp], webWrites),
  },
  {
    files: ['apps/web/src/lib/api-mutation.ts'],
    rules: boundary(webWorkspaces, [], [webNoFeatures, webNoApp]),
  },
  ...webFeatures.flatMap((feature) => [
    {
      files: [`apps/web/src/features/${feature}/**`],
      ignores: webTests,
      rules: boundary(webWorkspaces, [], [otherFeatures(feature), webNoApp], webWrites),
    },
    {
      files: webTests.map((test) => `apps/web/src/features/${feature}/${test}`),
      rules: boundary(webWorkspaces, [], [otherFeatures(feature), webTestNoApp], webWrites),
    },
  ]),
  { files: ['e2e/**'], rules: boundary(except('contract')) },
);
