// `npm run bench:web`: Lighthouse (mobile, its default simulated throttling) on four pages of the
// production build, served by the app on a fresh embedded database. Run `npm run build` first: this
// script builds only when web/dist is missing. Each page is measured RUNS times in a row and the
// median run is reported (the machine is shared, single runs are noisy). Also prints the JavaScript
// the browser loads to render `/`, as served and as raw/gzip/brotli sizes of the built files.
// CHROMIUM_PATH overrides the browser (default /usr/bin/chromium), RUNS the run count, and
// WEB_DIST_DIR the build served and measured (the app reads it too), e.g. a build of one's own
// that another `npm run build` in the same tree cannot replace mid-run.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startBuiltApp } from '../e2e/built-app.js';

const repoRoot = path.resolve(import.meta.dirname, '..');
const webDist = process.env.WEB_DIST_DIR || path.join(repoRoot, 'web/dist');
const RUNS = Number(process.env.RUNS ?? 3);
const PAGES = ['/', '/indiatours', '/details/taj-mahal', '/login'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time'] as const;

interface LighthouseRun {
  readonly scores: Record<(typeof CATEGORIES)[number], number>;
  readonly metricsMs: Record<(typeof METRICS)[number], number>;
  readonly scriptUrls: string[];
  readonly scriptBytesTransferred: number;
  readonly failedAudits: string[];
  readonly lcpElement: string;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

async function audit(url: string, port: number): Promise<LighthouseRun> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  const requests = (lhr.audits['network-requests']?.details as { items: NetworkItem[] } | undefined)?.items ?? [];
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  const failedAudits = Object.values(lhr.audits)
    .filter((item) => item.score !== null && item.score < 0.9 && item.scoreDisplayMode !== 'informative')
    .map((item) => `${item.id} (${item.displayValue ?? item.score})`);
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])) as LighthouseRun['scores'],
    metricsMs: Object.fromEntries(METRICS.map((id) => [id, lhr.audits[id]?.numericValue ?? NaN])) as LighthouseRun['metricsMs'],
    scriptUrls: scripts.map((request) => request.url),
    scriptBytesTransferred: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    failedAudits,
    lcpElement: JSON.stringify(lhr.audits['largest-contentful-paint-element']?.details ?? {}).match(/"snippet":"((?:[^"\\]|\\.)*)"/)?.[1] ?? 'none',
  };
}

/** The run with the median performance score. */
function medianRun(runs: LighthouseRun[]): LighthouseRun {
  return [...runs].sort((a, b) => a.scores.performance - b.scores.performance)[Math.floor(runs.length / 2)]!;
}

/** Raw, gzip (level 9) and brotli (quality 11) sizes of the built files behind these script URLs. */
function builtSizes(scriptUrls: string[]): { raw: number; gzip: number; brotli: number } {
  const totals = { raw: 0, gzip: 0, brotli: 0 };
  for (const url of scriptUrls) {
    const content = readFileSync(path.join(webDist, new URL(url).pathname));
    totals.raw += content.length;
    totals.gzip += gzipSync(content, { level: 9 }).length;
    totals.brotli += brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return totals;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

if (!existsSync(path.join(webDist, 'index.html'))) execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });

const app = await startBuiltApp();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const results = new Map<string, LighthouseRun>();
  for (const page of PAGES) {
    const runs: LighthouseRun[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await audit(`${app.baseUrl}${page}`, chrome.port));
    results.set(page, medianRun(runs));
    console.error(`${page}: performance ${runs.map((item) => item.scores.performance).join(', ')}`);
  }

  console.log(`\nLighthouse 12 (mobile, simulated throttling), median of ${RUNS} run(s) per page\n`);
  console.log('| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const [page, { scores, metricsMs }] of results) {
    const cells = [page, scores.performance, scores.accessibility, scores['best-practices'], scores.seo];
    const timings = [metricsMs['first-contentful-paint'], metricsMs['largest-contentful-paint']].map(seconds);
    console.log(`| ${[...cells, ...timings, `${Math.round(metricsMs['total-blocking-time'])} ms`].join(' | ')} |`);
  }

  const home = results.get('/')!;
  const sizes = builtSizes(home.scriptUrls);
  console.log(`\nInitial JavaScript of / (${home.scriptUrls.length} files):`);
  console.log(`  as served (transfer, headers included): ${kb(home.scriptBytesTransferred)}`);
  console.log(`  built files: raw ${kb(sizes.raw)}, gzip ${kb(sizes.gzip)}, brotli ${kb(sizes.brotli)}`);
  for (const url of home.scriptUrls) console.log(`    ${new URL(url).pathname}`);

  console.log('\nAudits under 0.9 (median run):');
  for (const [page, { failedAudits, lcpElement }] of results) {
    console.log(`  ${page}: ${failedAudits.join(', ') || 'none'}`);
    console.log(`    LCP element: ${lcpElement}`);
  }
} finally {
  chrome.kill();
  await app.stop();
}
