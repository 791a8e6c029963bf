// `npm start`: builds the web app if needed, then runs the server (web + API on one port) in
// this process, so SIGTERM/SIGINT reach the server's clean shutdown directly.
import { register } from 'tsx/esm/api';
import { ensureWebBuild } from './web-build.mjs';

ensureWebBuild();
register();
await import('../apps/server/src/main.ts');
