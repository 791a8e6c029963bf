// `npm start`: builds the web app if needed, then runs the server (web + API on one port) in
// this process, so SIGTERM/SIGINT reach the server's clean shutdown directly.
import { register } from 'tsx/esm/api';
import { ensureWebBuild } from './web-build.mjs';

const nodeMajor = Number(process.versions.node.split('.')[0]);
if (nodeMajor < 22)
  console.warn(
    `Circa supports Node.js 22 LTS or newer; this is ${process.version}. Install Node.js 22 before relying on this installation.`,
  );

ensureWebBuild();
register();
await import('../apps/server/src/main.ts');
