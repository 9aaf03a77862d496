import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'web/src/gql/**', '.data/**', 'e2e/screenshots/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'check-file': checkFile, 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '{api,web,e2e,bench}/**/': 'KEBAB_CASE' }],
      'import-x/no-cycle': 'off',
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
  {
    // STYLE §10: the dependency direction of the api.
    files: ['api/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './api/src/modules', from: './api/src/rest', message: 'Only app.ts imports rest/.' },
            { target: './api/src/modules', from: './api/src/http', message: 'Only app.ts imports http/.' },
            { target: './api/src/rest', from: './api/src/modules', message: 'rest/ runs GraphQL documents; it never imports a module.' },
            { target: './api/src/graphql', from: './api/src/rest' },
            { target: './api/src/config.ts', from: './api/src', except: ['./config.ts'] },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './web/src/components', from: './web/src/features', message: 'components/ never imports features/.' },
            { target: './web/src/components', from: './web/src/routes' },
            { target: './web/src/features', from: './web/src/routes', message: 'features/ never imports routes/.' },
            { target: './web/src', from: './api', message: 'The web never imports api/ source: the contract is schema.graphql.' },
          ],
        },
      ],
    },
  },
);
