// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

/**
 * One-way imports between workspaces (DESIGN.md "Layout"): contract imports nothing internal;
 * engine imports nothing internal but the contract's two plain-data modules, the spec's codes
 * (`enums`) and texts (`messages`), so each has one home (docs/decisions/0020); db and
 * reference-data may use engine; server uses contract, engine, db and reference-data; web uses
 * contract and engine; e2e may use contract.
 * @param {string[]} forbidden workspace names this folder must not import
 * @param {string[]} [allowedModules] modules of a forbidden workspace this folder may import
 */
function boundary(forbidden, allowedModules = []) {
  return {
    'no-restricted-imports': [
      'error',
      {
        patterns: forbidden.map((name) => {
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
      },
    ],
  };
}

const all = ['engine', 'contract', 'db', 'reference-data', 'server', 'web', 'e2e'];
const except = (/** @type {string[]} */ ...allowed) => all.filter((n) => !allowed.includes(n));

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
    rules: boundary(except('contract', 'engine')),
  },
  { files: ['e2e/**'], rules: boundary(except('contract')) },
);
