import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * One `no-restricted-imports` block per folder. A later block replaces the rule of an earlier one
 * for the same file, so specific folders come after general ones and repeat the general patterns.
 */
function restrictImports(folders, patterns) {
  const files = folders.map((folder) => `${folder}/**/*.{ts,tsx}`);
  return [{ files, rules: { 'no-restricted-imports': ['error', { patterns }] } }];
}

const webNeverImportsApi = { group: ['**/api/src/**'], message: 'The web never imports api/ source: the contract is schema.graphql.' };

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'web/src/gql/**', '.data/**', 'e2e/screenshots/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'check-file': checkFile },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '{api,web,e2e,bench}/**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['migrations/**/*.ts'],
    rules: { 'check-file/filename-naming-convention': 'off' },
  },
  // STYLE §10, the dependency direction, as import patterns per folder.
  ...restrictImports(['api/src/modules', 'api/src/graphql', 'api/src/db', 'api/src/mail'], [
    { group: ['**/rest/**', '**/http/**', '**/app.js', '**/main.js'], message: 'Only app.ts imports rest/ and http/.' },
  ]),
  ...restrictImports(['api/src/rest'], [
    { group: ['**/modules/**', '**/db/**'], message: 'rest/ runs GraphQL documents; it never imports a module or the database.' },
  ]),
  ...restrictImports(['web/src'], [webNeverImportsApi]),
  ...restrictImports(['web/src/components'], [
    webNeverImportsApi,
    { group: ['@/features/**', '@/routes/**', '**/features/**', '**/routes/**'], message: 'components/ never imports features/ or routes/.' },
  ]),
  ...restrictImports(['web/src/features'], [
    webNeverImportsApi,
    { group: ['@/routes/**', '**/routes/**'], message: 'features/ never imports routes/.' },
  ]),
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
);
