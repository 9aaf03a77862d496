import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Proof that `npm run lint` enforces STYLE §10: each probe is a file that does not exist, linted as if it sat in the folder
 * its path names, importing real files. `import-x/no-unresolved` is switched on for the probes only, so an import the
 * resolver cannot follow fails loudly instead of letting a boundary rule pass by seeing nothing.
 */
const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: path.join(root, 'eslint.config.js'),
  overrideConfig: { files: ['**/*.{ts,tsx}'], rules: { 'import-x/no-unresolved': 'error' } },
});

async function problemsOf(code: string, filePath: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result!.messages;
}

/** The one problem a probe must raise: this rule, with a message naming the boundary. */
async function expectOnly(code: string, filePath: string, ruleId: string, message: RegExp): Promise<void> {
  const problems = await problemsOf(code, filePath);
  expect(problems.map((problem) => ({ ruleId: problem.ruleId, message: problem.message }))).toEqual([
    { ruleId, message: expect.stringMatching(message) },
  ]);
}

const restrictedPaths = 'import-x/no-restricted-paths';

describe('web boundaries', () => {
  it('refuses a feature importing another feature', async () => {
    await expectOnly(
      "export * from '@/features/catalogue/place-card';\n",
      'web/src/features/reviews/lint-probe.tsx',
      restrictedPaths,
      /features\/catalogue .*never imports another feature/,
    );
  });

  it('refuses the same from a feature folder that did not exist when the rule was written', async () => {
    await expectOnly(
      "export * from '@/features/catalogue/place-card';\n",
      'web/src/features/lint-probe-feature/lint-probe.tsx',
      restrictedPaths,
      /never imports another feature/,
    );
  });

  it.each(['lib', 'session', 'components'])('refuses %s/ importing a feature', async (folder) => {
    await expectOnly(
      "export * from '@/features/catalogue/place-card';\n",
      `web/src/${folder}/lint-probe.ts`,
      restrictedPaths,
      /components\/, lib\/ and session\/ .* never import features\//,
    );
  });

  it('refuses a feature importing a route', async () => {
    await expectOnly("export * from '@/routes/home/home';\n", 'web/src/features/catalogue/lint-probe.tsx', restrictedPaths, /Only app\.tsx imports routes\//);
  });

  it('refuses a route importing another route', async () => {
    await expectOnly(
      "export * from '@/routes/my-bookings/my-bookings';\n",
      'web/src/routes/dashboard/lint-probe.tsx',
      restrictedPaths,
      /routes\/my-bookings is its own screen: a route never imports another route/,
    );
  });

  it('refuses the same from a route folder that did not exist when the rule was written', async () => {
    await expectOnly(
      "export * from '@/routes/my-bookings/my-bookings';\n",
      'web/src/routes/lint-probe-route/lint-probe.tsx',
      restrictedPaths,
      /a route never imports another route/,
    );
  });

  it('refuses the web importing api source', async () => {
    await expectOnly("export * from '../../../api/src/graphql/limits.js';\n", 'web/src/lib/lint-probe.ts', restrictedPaths, /never imports api\/ source/);
  });
});

describe('api boundaries', () => {
  it("refuses a module reaching into another module's files", async () => {
    await expectOnly(
      "export * from '../catalogue/catalogue.service.js';\n",
      'api/src/modules/bookings/lint-probe.ts',
      restrictedPaths,
      /modules\/catalogue is reached only through modules\/catalogue\/index\.ts/,
    );
  });

  it('refuses graphql/ (but schema.ts) importing a module', async () => {
    await expectOnly("export * from '../modules/catalogue/index.js';\n", 'api/src/graphql/lint-probe.ts', restrictedPaths, /graphql\/ \(but schema\.ts/);
  });

  it('refuses rest/ importing a module or db/', async () => {
    const problems = await problemsOf(
      "export * from '../modules/catalogue/index.js';\nexport * from '../db/database.js';\n",
      'api/src/rest/lint-probe.ts',
    );
    expect(problems.map((problem) => [problem.ruleId, problem.line, problem.message.includes('rest/ runs GraphQL documents')])).toEqual([
      [restrictedPaths, 1, true],
      [restrictedPaths, 2, true],
    ]);
  });

  it.each(['rest/routes.js', 'http/health.js'])('refuses anything but app.ts importing %s', async (file) => {
    await expectOnly(`export * from '../${file}';\n`, 'api/src/graphql/lint-probe.ts', restrictedPaths, /Nothing imports (rest|http)\/ except app\.ts/);
  });

  it("refuses app.ts reaching a module other than mail, or into mail's files", async () => {
    const problems = await problemsOf(
      "export * from './modules/catalogue/index.js';\nexport * from './modules/mail/mail-queue.js';\n",
      'api/src/app.ts',
    );
    expect(problems.map((problem) => [problem.ruleId, problem.line, problem.message.includes('reach only the mail module')])).toEqual([
      [restrictedPaths, 1, true],
      [restrictedPaths, 2, true],
    ]);
  });

  it('refuses the rest of http/ importing the mail module', async () => {
    await expectOnly("export * from '../modules/mail/index.js';\n", 'api/src/http/lint-probe.ts', restrictedPaths, /Only graphql\/schema\.ts .* import modules\/\*/);
  });

  it('refuses importing main.ts', async () => {
    await expectOnly("import './main.js';\n", 'api/src/lint-probe.ts', restrictedPaths, /nothing imports them/);
  });

  it('refuses production code importing test fixtures', async () => {
    await expectOnly(
      "export * from './account.fixtures.js';\n",
      'api/src/modules/accounts/lint-probe.ts',
      restrictedPaths,
      /only tests and other builders import them/,
    );
  });
});

describe('the allowed paths', () => {
  it.each([
    { name: 'a feature using components/, lib/ and paths.ts', filePath: 'web/src/features/catalogue/lint-probe.tsx',
      code: "export * from '@/components/icons';\nexport * from '@/lib/site';\nexport * from '@/paths';\n" },
    { name: 'a route using its own files, features/ and components/', filePath: 'web/src/routes/dashboard/lint-probe.tsx',
      code: "export * from './admin-desk';\nexport * from '@/features/bookings/own-bookings';\nexport * from '@/components/login-required/sign-in-notice';\n" },
    { name: "a module using another module's index.ts and graphql/", filePath: 'api/src/modules/bookings/lint-probe.ts',
      code: "export * from '../catalogue/index.js';\nexport * from '../../graphql/relay/node.js';\n" },
    { name: "app.ts using the mail module's index", filePath: 'api/src/app.ts', code: "export * from './modules/mail/index.js';\n" },
    { name: "http/'s metrics using the mail module's index", filePath: 'api/src/http/database-metrics.ts',
      code: "export * from '../modules/mail/index.js';\n" },
    { name: "a test using another module's fixtures", filePath: 'api/src/modules/bookings/lint-probe.test.ts',
      code: "export * from '../accounts/account.fixtures.js';\n" },
    { name: 'rest/ using graphql/context.ts and the pure relay/global-id.ts', filePath: 'api/src/rest/lint-probe.ts',
      code: "export * from '../graphql/relay/global-id.js';\nexport * from '../graphql/context.js';\n" },
    { name: "e2e using the api's test helpers", filePath: 'e2e/lint-probe.ts',
      code: "export * from '../api/src/testing/test-smtp-server.js';\n" },
  ])('lets $name', async ({ code, filePath }) => {
    expect(await problemsOf(code, filePath)).toEqual([]);
  });
});

describe('the other rules', () => {
  // A cycle is only seen through files on disk, so this one is written out and removed.
  let probeFolder: string;
  beforeAll(() => {
    probeFolder = mkdtempSync(path.join(root, 'scripts', 'lint-probe-'));
    writeFileSync(path.join(probeFolder, 'probe-a.ts'), "import { b } from './probe-b.js';\nexport const a = () => b;\n");
    writeFileSync(path.join(probeFolder, 'probe-b.ts'), "import { a } from './probe-a.js';\nexport const b = () => a;\n");
  });
  afterAll(() => rmSync(probeFolder, { recursive: true, force: true }));

  it('refuses an import cycle', async () => {
    const [result] = await eslint.lintFiles([path.join(probeFolder, 'probe-a.ts')]);
    expect(result!.messages.map((problem) => problem.ruleId)).toEqual(['import-x/no-cycle']);
  });

  it('refuses an explicit any', async () => {
    await expectOnly('export const value: any = 1;\n', 'api/src/graphql/lint-probe.ts', '@typescript-eslint/no-explicit-any', /Unexpected any/);
  });
});
