import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

/**
 * `from` and `except` globs are matched against the resolved absolute path of the import, so they are written absolute
 * (`target` and plain-path `from` are resolved against `basePath` by the rule itself).
 */
const abs = (glob) => path.join(root, glob);

/** The sub-folders of `folder` as they are on disk now: read on every lint run, never a hand-kept list. */
function subfolders(folder) {
  return fs.readdirSync(path.join(root, folder), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
}

/**
 * "A feature never imports another feature" for any pair, present and future: one zone per folder on disk, written from
 * the imported side ("no other folder imports features/<f>"). The target `features/!(<f>)/**` also matches a folder created
 * after this list was read, so a new feature importing an old one fails; a new feature's own files join the list on the next run.
 */
const featureZones = subfolders('web/src/features').map((feature) => ({
  target: `web/src/features/!(${feature})/**`,
  from: `web/src/features/${feature}`,
  message: `features/${feature} belongs to its own feature: a feature never imports another feature (routes/ compose them; shared pieces go to components/ or lib/).`,
}));

/**
 * "A route never imports another route", written as the feature zones above: a screen's folder is its own, and what two
 * screens share belongs to a feature or to components/ (a route importing another would load that screen's chunk too).
 */
const routeZones = subfolders('web/src/routes').map((route) => ({
  target: `web/src/routes/!(${route})/**`,
  from: `web/src/routes/${route}`,
  message: `routes/${route} is its own screen: a route never imports another route (what screens share goes to features/ or components/).`,
}));

const moduleFiles = abs('api/src/modules/**');
const moduleIndexes = abs('api/src/modules/*/index.ts');
// A glob, as the rule wants every exception of a glob `from` to be.
const mailIndex = abs('api/src/modules/mail/index.*');
// Test data builders shared by every feature's tests; the last zone below keeps them out of production code.
const testFixtures = abs('api/src/modules/*/*.fixtures.ts');

/** Another module reaches a module only through its index.ts: one zone per module on disk, as for the features above. */
const moduleZones = subfolders('api/src/modules').map((module) => ({
  target: `api/src/modules/!(${module})/**`,
  from: abs(`api/src/modules/${module}/**`),
  except: [moduleIndexes, testFixtures],
  message: `modules/${module} is reached only through modules/${module}/index.ts, its public surface.`,
}));

/** STYLE §10, the dependency direction. Each zone forbids `target` files to import `from` files. */
const zones = [
  ...featureZones,
  ...routeZones,
  { target: ['web/src/features', 'web/src/components', 'web/src/lib', 'web/src/session'], from: 'web/src/routes',
    message: 'Only app.tsx imports routes/: features/, components/, lib/ and session/ never do.' },
  { target: ['web/src/components', 'web/src/lib', 'web/src/session'], from: 'web/src/features',
    message: 'components/, lib/ and session/ are feature-agnostic: they never import features/.' },
  { target: 'web', from: 'api',
    message: 'The web never imports api/ source: the contract is schema.graphql (and the @india-tours/validation workspace).' },
  { target: 'e2e', from: 'api', except: ['./src/testing'],
    message: 'e2e drives the built app through a browser; from api/ it takes only the test helpers in api/src/testing/.' },

  ...moduleZones,
  { target: 'api/src/graphql/**/!(schema).ts', from: moduleFiles, except: [testFixtures],
    message: 'graphql/ (but schema.ts, the composition root) imports only config and db/: never a module.' },
  { target: 'api/src/db/!(data-source).ts', from: abs('api/src/{modules,graphql}/**'),
    message: 'db/ imports only config; the entity list (data-source.ts) and seed/ are the only parts of db/ that know the modules.' },
  { target: 'api/src/db/seed', from: abs('api/src/graphql/**'),
    message: 'db/seed/ imports only config, db/ and the modules\' entities.' },
  { target: 'api/src/rest', from: ['api/src/modules', 'api/src/db'],
    message: 'rest/ runs GraphQL documents against the built schema: it never imports a module, service, entity or db/.' },
  // graphql/relay/global-id.ts is a documented exception: rest/ turns the legacy numeric _id into the global id and back
  // (ARCHITECTURE: "it may add the global id beside _id"), a pure function that needs no schema. Tests may use viewer roles.
  { target: 'api/src/rest/**/!(*.test).ts', from: abs('api/src/graphql/**'),
    except: [abs('api/src/graphql/{context.ts,schema.ts,relay/global-id.ts}')],
    message: 'rest/ uses only the built schema and graphql/context.ts (plus the pure relay/global-id.ts).' },
  // main.ts is here too: at boot it runs accounts' ensureAdminAccount, a seed step like db/seed/, through the index.
  { target: ['api/src/graphql/schema.ts', 'api/src/db/data-source.ts', 'api/src/db/seed', 'api/src/main.ts'], from: moduleFiles,
    except: [moduleIndexes],
    message: 'A module is reached only through its index.ts, its public surface.' },
  // Mail is the one module the app's frame uses: app.ts builds its transport and runs its queue with the app, and the
  // metrics count its statuses. Through its index, and no other module.
  { target: ['api/src/app.ts', 'api/src/http/database-metrics.ts'], from: moduleFiles, except: [mailIndex],
    message: 'app.ts and http/database-metrics.ts reach only the mail module, through modules/mail/index.ts.' },
  { target: ['api/src/!(modules|graphql|db|rest|http)/**', 'api/src/http/!(database-metrics).ts', 'api/src/!(main|app).ts'], from: moduleFiles,
    except: [testFixtures],
    message: 'Only graphql/schema.ts (the resolver list) and db/data-source.ts, db/seed/ (the entity list) import modules/* (app.ts and http/database-metrics.ts: mail only, above).' },
  { target: ['api/src/!(http)/**', 'api/src/!(app).ts', 'e2e', 'bench'], from: 'api/src/http',
    message: 'Nothing imports http/ except app.ts.' },
  { target: ['api/src/!(rest)/**', 'api/src/!(app).ts', 'e2e', 'bench'], from: 'api/src/rest',
    message: 'Nothing imports rest/ except app.ts.' },
  { target: '.', from: ['api/src/main.ts', 'web/src/main.tsx'],
    message: 'main.ts / main.tsx are process and page entries: nothing imports them.' },
  { target: 'api/src/config.ts', from: 'api/src',
    message: 'config.ts imports nothing of ours (the shared validation workspace aside).' },
  { target: ['api/src/!(testing)/**/!(*.test|*.fixtures).ts', 'api/src/!(*.test).ts'], from: [testFixtures, abs('api/src/testing/**')],
    message: 'Test builders (*.fixtures.ts, testing/) build the whole app: only tests and other builders import them.' },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'web/src/gql/**', 'api/src/rest/gql/**', '.data/**', 'e2e/screenshots/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'check-file': checkFile, 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      // The web's `@/` alias and the api's NodeNext `.js` → `.ts` imports resolve as tsc resolves them.
      'import-x/resolver-next': [createTypeScriptImportResolver({
        project: ['api', 'web', 'e2e'].map((dir) => path.join(root, dir, 'tsconfig.json')),
        noWarnOnMultipleProjects: true,
      })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'off',
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '{api,web,e2e,bench}/**/': 'KEBAB_CASE' }],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
      // Type-only imports are erased at build time and never form a runtime cycle, so no-cycle skips them.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['api/src/**/*.ts'],
    rules: {
      // V8 (Node 20) keeps an object literal with an accessor, with all its accessor's closure reaches, through young
      // collections until the next full one: made per request, it kept every request's objects (issue 13).
      'no-restricted-syntax': ['error', {
        selector: "ObjectExpression > Property[kind='get'], ObjectExpression > Property[kind='set']",
        message: 'No getter or setter in an object literal: V8 keeps such an object and all it reaches until a full collection. Use a class.',
      }],
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
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
);
