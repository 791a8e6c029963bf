// `npm run bench:web`: the web app's first load. Builds apps/web if stale, prints the JavaScript
// each first screen needs (gzip and brotli, from Vite's manifest), then runs Lighthouse (mobile)
// against a server started here with demo data and prints one JSON line per page.
// Goal (platform issue 10): at most 250 kB gzip for the shell with sign-in or home;
// Lighthouse performance >= 90 and accessibility >= 95 on each page.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { freePort, waitForServer } from './local-server.mjs';
import { ensureWebBuild } from './web-build.mjs';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'apps/web/dist');
const manifestFile = join(dist, '.vite/manifest.json');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const demoPassword = 'Bench-demo-pass-1';
const demoAdmin = 'admin@example.com';

/** One JSON line on stdout (the bench's results); progress goes to stderr. */
const emit = (record) => process.stdout.write(`${JSON.stringify(record)}\n`);
const say = (text) => process.stderr.write(`${text}\n`);
const kB = (bytes) => Math.round(bytes / 100) / 10;

// ---------------------------------------------------------------------------------------------
// First-load size

/** The screens whose first load is measured: the shell alone, and the shell with each screen. */
const screens = {
  shell: [],
  login: ['src/features/auth/components/login-page.tsx'],
  home: ['src/features/home/components/home-page.tsx'],
  results: ['src/features/results/components/results-summary-page.tsx'],
  feed: ['src/features/public-page/components/design-performance-page.tsx'],
};

/** Bytes of a built file as sent: raw, and its .gz/.br sibling (or compressed here). */
function fileSizes(file) {
  const path = join(dist, file);
  const source = readFileSync(path);
  const sibling = (ext, make) => (existsSync(path + ext) ? readFileSync(path + ext) : make());
  const gz = sibling('.gz', () => gzipSync(source, { level: 9 }));
  const br = sibling('.br', () =>
    brotliCompressSync(source, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY },
    }),
  );
  return { raw: source.length, gzip: gz.length, brotli: br.length };
}

/** The manifest keys a chunk loads before it runs: itself and its static imports, recursively. */
function staticClosure(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

/** What main.tsx imports before the first screen (route-preload.ts APP_MODULE, BOOT_MODULES). */
const startModules = [
  'src/boot/react-libraries.ts',
  'src/boot/ui-libraries.ts',
  'src/app/start-app.tsx',
];

function reportSizes() {
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error(`No entry chunk in ${manifestFile}.`);
  const sizes = new Map();
  const sizeOf = (file) => {
    if (!sizes.has(file)) sizes.set(file, fileSizes(file));
    return sizes.get(file);
  };
  const js = (file) => file.endsWith('.js');
  for (const [screen, pages] of Object.entries(screens)) {
    const missing = pages.filter((page) => !manifest[page]);
    if (missing.length > 0) {
      emit({ measure: 'firstLoadJs', screen, skipped: `not in the manifest: ${missing}` });
      continue;
    }
    // main.tsx imports the libraries and the app's start module once the opening lines are
    // drawn, and the route-preload script preloads them (vite-plugins/route-preload.ts
    // APP_MODULE, BOOT_MODULES)
    const files = [...staticClosure(manifest, [entry, ...startModules, ...pages])]
      .map((key) => manifest[key].file)
      .filter(js);
    const total = files.map(sizeOf).reduce(
      (sum, s) => ({
        raw: sum.raw + s.raw,
        gzip: sum.gzip + s.gzip,
        brotli: sum.brotli + s.brotli,
      }),
      { raw: 0, gzip: 0, brotli: 0 },
    );
    emit({
      measure: 'firstLoadJs',
      screen,
      gzipKB: kB(total.gzip),
      brotliKB: kB(total.brotli),
      rawKB: kB(total.raw),
      files: files.length,
      ...(screen === 'shell' ? {} : { withinBudget: total.gzip <= 250_000 }),
    });
  }
  const all = Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter(js);
  const allGzip = [...new Set(all)].reduce((sum, file) => sum + sizeOf(file).gzip, 0);
  emit({ measure: 'allJs', gzipKB: kB(allGzip), chunks: new Set(all).size });
}

// ---------------------------------------------------------------------------------------------
// Lighthouse

/** True when `version` (x.y.z) meets a `>=x[.y[.z]]` range; other ranges are taken as met. */
function meetsMinimum(range, version) {
  const match = /^>=\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?\s*$/.exec(range ?? '');
  if (!match) return true;
  const want = match.slice(1).map((part) => Number(part ?? 0));
  const have = version.split('.').map(Number);
  for (let i = 0; i < 3; i += 1) {
    if (have[i] !== want[i]) return have[i] > want[i];
  }
  return true;
}

/** Why Lighthouse cannot run here, or null when it can. */
function lighthouseUnavailable() {
  let engines;
  try {
    const url = import.meta.resolve('lighthouse/package.json');
    engines = JSON.parse(readFileSync(new URL(url), 'utf8')).engines?.node;
  } catch {
    return 'the lighthouse package is not installed (npm ci installs it as a devDependency)';
  }
  if (!meetsMinimum(engines, process.versions.node)) {
    return `the installed Lighthouse needs Node ${engines}; this is Node ${process.versions.node}`;
  }
  if (!existsSync(chromePath)) {
    return `no Chromium at ${chromePath} (apt-get install chromium, or set CHROMIUM_PATH)`;
  }
  return null;
}

/** Starts `npm start`'s server (web + API) on a free port with PGlite in a temp data dir. */
async function startServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'circa-bench-web-'));
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  let output = '';
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      CIRCA_DATA_DIR: dataDir,
      CIRCA_DEMO_PASSWORD: demoPassword,
      CIRCA_PUBLIC_URL: baseUrl,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // not production: the demo data is seeded only outside production
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000).unref())]);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForServer(baseUrl, child, () => output, 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}

/** Calls the API; answers the parsed body. */
async function api(baseUrl, path, { token, body } = {}) {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** The demo's paid lot "Lot 102" (its credit used, so its results show), or null. */
async function demoResultsLot(baseUrl, token) {
  const { Data: developments } = await api(baseUrl, '/GetUserDevelopments', { token });
  const estate = developments.Developments.find((d) => d.Name === 'Demo Estate');
  if (!estate) return null;
  const { Data: lots } = await api(baseUrl, `/lots?projectId=${estate.ProjectId}`, { token });
  const lot = lots.LotSummaries.find((l) => l.Name.startsWith('Lot 102'));
  if (!lot) return null;
  const { Data: targets } = await api(
    baseUrl,
    `/projecttargetsbystruct?structureId=${lot.StructureId}`,
    { token },
  );
  if (targets.PaymentRequired) {
    await api(baseUrl, `/useStructureCredit/${lot.StructureId}`, { token, body: {} });
  }
  return lot.StructureId;
}

/**
 * Makes the lot's design Public and featured through the sharing call, as its owner would, and
 * answers its public page's path (/feed/{base36 id}) from the featured list a visitor sees.
 */
async function publicFeedPath(baseUrl, token, structureId) {
  await api(baseUrl, '/share/update', {
    token,
    body: { StructureId: structureId, IsFeature: true, SharePermission: 1 },
  });
  const { Data: featured } = await api(baseUrl, '/featuredesigns?start=0&numberOf=10');
  return featured.find((d) => d.FeatureUrl)?.FeatureUrl ?? null;
}

/**
 * Runs Lighthouse (mobile, its defaults: simulated slow 4G and a 4x slower CPU) on one page in a
 * fresh Chromium: nothing cached, no service worker. The intro is marked as seen and, for the
 * signed-in pages, the session token is put in local storage first.
 */
async function audit({ lighthouse, launch, puppeteer }, baseUrl, page, path, token, reportDir) {
  const chrome = await launch({
    chromePath,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  let browser;
  try {
    browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const tab = (await browser.pages())[0] ?? (await browser.newPage());
    await tab.goto(`${baseUrl}/meta.json`);
    await tab.setCookie({ name: 'circa_seen_intro', value: '1', url: baseUrl });
    await tab.evaluate((value) => {
      if (value) localStorage.setItem('jwt', value);
    }, token ?? null);
    const result = await lighthouse(
      `${baseUrl}${path}`,
      {
        port: chrome.port,
        output: ['html', 'json'],
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        // keeps the token; the browser is new, so its cache is empty anyway
        disableStorageReset: true,
      },
      undefined,
      tab,
    );
    if (!result) throw new Error('Lighthouse answered nothing.');
    const { categories, audits } = result.lhr;
    const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
    const report = join(reportDir, `${page}.html`);
    const [html, json] = /** @type {string[]} */ (result.report);
    writeFileSync(report, html);
    writeFileSync(join(reportDir, `${page}.json`), json);
    emit({
      page,
      path,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
      transferKB: kB(audits['total-byte-weight']?.numericValue ?? 0),
      ...(result.lhr.runtimeError ? { error: result.lhr.runtimeError.message } : {}),
    });
    say(`  report: ${report}`);
  } finally {
    await browser?.disconnect();
    chrome.kill();
  }
}

async function runLighthouse() {
  const why = lighthouseUnavailable();
  if (why) {
    emit({ lighthouse: 'skipped', reason: why });
    say(`Lighthouse skipped: ${why}.`);
    return;
  }
  const tools = {
    lighthouse: (await import('lighthouse')).default,
    launch: (await import('chrome-launcher')).launch,
    puppeteer: (await import('puppeteer-core')).default,
  };
  say('Starting the server with demo data...');
  const server = await startServer();
  const reportDir = join(tmpdir(), `circa-lighthouse-${Date.now()}`);
  mkdirSync(reportDir, { recursive: true });
  try {
    const { baseUrl } = server;
    const { Token: token } = await api(baseUrl, '/Shared/Login', {
      body: { username: demoAdmin, password: demoPassword, rememberMe: true },
    });
    const lot = await demoResultsLot(baseUrl, token);
    const feed = lot === null ? null : await publicFeedPath(baseUrl, token, lot);
    const pages = [
      { page: 'login', path: '/login', token: null },
      { page: 'home', path: '/', token },
      lot === null ? null : { page: 'results', path: `/design-results/${lot}`, token },
      // as a visitor opening a shared link: signed out
      feed === null ? null : { page: 'feed', path: feed, token: null },
    ].filter(Boolean);
    if (lot === null) emit({ page: 'results', skipped: 'the demo has no "Lot 102"' });
    if (feed === null) emit({ page: 'feed', skipped: 'the demo has no "Lot 102" to make public' });
    // `npm run bench:web -- --only=login,results`: those pages alone
    const only = process.argv
      .find((arg) => arg.startsWith('--only='))
      ?.slice(7)
      .split(',');
    for (const { page, path, token: pageToken } of pages) {
      if (only && !only.includes(page)) continue;
      say(`Lighthouse (mobile): ${path}`);
      await audit(tools, baseUrl, page, path, pageToken, reportDir);
    }
  } finally {
    await server.stop();
  }
}

// ---------------------------------------------------------------------------------------------

say(`Node ${process.versions.node}`);
ensureWebBuild({ force: !existsSync(manifestFile) });
reportSizes();
// `npm run bench:web -- --sizes-only`: the first-load sizes without Lighthouse
if (process.argv.includes('--sizes-only')) say('Lighthouse skipped (--sizes-only).');
else await runLighthouse();
