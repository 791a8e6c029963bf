// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

/**
 * One-way imports between workspaces (DESIGN.md "Layout"): engine and contract import nothing
 * internal; db may use engine; reference-data may use engine; server uses contract, engine, db and
 * reference-data; web uses contract and engine; e2e may use contract.
 * @param {string[]} forbidden workspace names this folder must not import
 */
function boundary(forbidden) {
  return {
    'no-restricted-imports': [
      'error',
      {
        patterns: forbidden.map((name) => ({
          group: [`@circa/${name}`, `@circa/${name}/*`],
          message: `This workspace may not import @circa/${name} (DESIGN.md: imports flow one way).`,
        })),
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
  { files: ['packages/engine/**'], rules: boundary(except()) },
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
