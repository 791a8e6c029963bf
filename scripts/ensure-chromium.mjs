// Makes sure the end-to-end tests have the Debian packages they use: Chromium (never a downloaded
// browser) and poppler-utils (pdftoppm, with which the reports journey draws the PDF pages it
// makes as PNG images). When some are missing and this user may install packages (root with
// apt-get), it installs them; otherwise it stops with the one command to run. Set CHROMIUM_PATH to
// use another Chromium binary (then Chromium is never installed here).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

/** What the journeys need: a Debian package, what it is for, and whether it is here. */
const needs = [
  {
    debianPackage: 'chromium',
    what: `Chromium at ${chromiumPath}`,
    isHere: () => existsSync(chromiumPath),
    mayInstall: !process.env.CHROMIUM_PATH,
  },
  {
    debianPackage: 'poppler-utils',
    what: 'pdftoppm (to draw the reports’ PDF pages as PNG)',
    isHere: () => has('pdftoppm'),
    mayInstall: true,
  },
];

function install(packages) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const run = (args) => spawnSync('apt-get', args, { stdio: 'inherit', env }).status === 0;
  console.log(
    `Missing for the end-to-end tests: installing Debian's ${packages.join(' and ')} ` +
      `(apt-get install ${packages.join(' ')})...`,
  );
  const args = ['install', '-y', ...packages];
  return run(args) || (run(['update']) && run(args));
}

const missing = needs.filter((need) => !need.isHere());
if (missing.length > 0) {
  const installable = missing.filter((need) => need.mayInstall);
  const mayInstall = process.getuid?.() === 0 && has('apt-get') && installable.length > 0;
  if (mayInstall) install(installable.map((need) => need.debianPackage));
  const stillMissing = needs.filter((need) => !need.isHere());
  if (stillMissing.length > 0) {
    const packages = stillMissing.map((need) => need.debianPackage).join(' ');
    console.error(
      `The end-to-end tests need ${stillMissing.map((need) => need.what).join(' and ')}. ` +
        `Install ${stillMissing.length > 1 ? 'them' : 'it'} with:\n\n` +
        `  sudo apt-get install ${packages}\n\n` +
        (stillMissing.some((need) => need.debianPackage === 'chromium')
          ? '(or set CHROMIUM_PATH to a Chromium binary), then run the tests again.'
          : 'then run the tests again.'),
    );
    process.exit(1);
  }
}
