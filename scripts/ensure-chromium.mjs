// Makes sure the end-to-end tests have Debian's Chromium (never a downloaded browser). When it is
// missing and this user may install packages (root with apt-get), it installs it; otherwise it
// stops with the one command to run. Set CHROMIUM_PATH to use another Chromium binary.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

function install() {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const run = (args) => spawnSync('apt-get', args, { stdio: 'inherit', env }).status === 0;
  console.log("Chromium is missing: installing Debian's package (apt-get install chromium)...");
  return (
    run(['install', '-y', 'chromium']) || (run(['update']) && run(['install', '-y', 'chromium']))
  );
}

if (!existsSync(chromiumPath)) {
  const mayInstall = process.getuid?.() === 0 && has('apt-get') && !process.env.CHROMIUM_PATH;
  if (!(mayInstall && install() && existsSync(chromiumPath))) {
    console.error(
      `The end-to-end tests need Chromium at ${chromiumPath}. Install it with:\n\n` +
        '  sudo apt-get install chromium\n\n' +
        '(or set CHROMIUM_PATH to a Chromium binary), then run the tests again.',
    );
    process.exit(1);
  }
}
