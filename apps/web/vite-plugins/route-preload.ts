/// <reference types="node" />
import type { Plugin, Rolldown } from 'vite';
import { featureDesigns, userBuilds } from '@circa/contract/builds.routes';
import { getAvailableIndicators } from '@circa/contract/customise.routes';
import { getStructureDrawerSetting } from '@circa/contract/design.routes';
import { getUserDevelopments } from '@circa/contract/developments.routes';
import { getUserProfile } from '@circa/contract/identity.routes';
import { rapidOrganisation } from '@circa/contract/organisations.routes';
import { projectTargetsByStruct, results } from '@circa/contract/results.routes';
import type { RouteDescriptor } from '@circa/contract/route';
import { routeUrl } from '@circa/contract/route-url';
import { isRapidOrgAdminInAnyOrg, unreadMessages } from '@circa/contract/shell.routes';
import { homeWelcomeLine, resultsSubtitle, welcomeBackPrefix } from '../src/config/first-draw';
import { ROUTE_PRELOAD_ATTRIBUTE } from '../src/lib/opening-lines';

/** Stand-ins for the numbers taken from the address, replaced by the script. */
const STRUCTURE = 918273645;
const INDICATOR = 546372819;

/**
 * The URL `callApi` asks for this route and input (the request schema's defaults applied, the
 * same query order), with the stand-ins written as `{s}` (the lot from the address) and `{i}`
 * (an indicator from the summary's answer).
 */
function callUrl(route: RouteDescriptor, input: unknown): string {
  return routeUrl(route, route.request.parse(input), '/api')
    .replaceAll(String(STRUCTURE), '{s}')
    .replaceAll(String(INDICATOR), '{i}');
}

/** Signed-in calls the shell makes on every screen: the session check and the tabs' badges. */
const shellCalls = [
  callUrl(getUserProfile, {}),
  callUrl(isRapidOrgAdminInAnyOrg, {}),
  callUrl(unreadMessages, {}),
];

/** A screen often opened first: its address, its module, and the GETs its first draw makes. */
export interface FirstScreen {
  path: RegExp;
  module: string;
  /** Signed-in GETs, `{s}` standing for the address's first number. */
  calls?: string[];
  /** GETs asked signed in or not. */
  publicCalls?: string[];
  /**
   * The results summary: once `projecttargetsbystruct` has answered for a paid lot, this GET for
   * each indicator its targets use (`{i}`), as the page asks.
   */
  perIndicator?: { summary: string; call: string };
  /**
   * The screen's opening lines, drawn from the first answers in place of index.html's spinner
   * while the app's code is still on its way: home's welcome (from the session check's answer),
   * or the summary's design name and the line under it (from the summary's answer).
   */
  draw?: 'home' | 'results';
}

const homeListSize = 3;
const scrollPageSize = 10;

export const firstScreens: FirstScreen[] = [
  { path: /^\/login\/?$/, module: 'src/features/auth/components/login-page.tsx' },
  { path: /^\/register\/?$/, module: 'src/features/auth/components/register-page.tsx' },
  // a shared design link: a public design's answer is in the page's HTML (decision 0026)
  {
    path: /^\/feed\/[0-9a-zA-Z]+\/?$/,
    module: 'src/features/public-page/components/design-performance-page.tsx',
  },
  {
    path: /^\/$/,
    module: 'src/features/home/components/home-page.tsx',
    calls: [
      callUrl(userBuilds, { offset: 0, count: homeListSize }),
      callUrl(getUserDevelopments, {
        start: 0,
        numberOf: homeListSize,
        includeArchivedProjects: false,
      }),
      callUrl(rapidOrganisation, {}),
    ],
    publicCalls: [callUrl(featureDesigns, { start: 0, numberOf: scrollPageSize })],
    draw: 'home',
  },
  {
    path: /^\/design-results\/(\d+)\/?$/,
    module: 'src/features/results/components/results-summary-page.tsx',
    calls: [
      callUrl(getStructureDrawerSetting, { structureId: STRUCTURE }),
      callUrl(getAvailableIndicators, { structureId: STRUCTURE }),
    ],
    perIndicator: {
      summary: callUrl(projectTargetsByStruct, { structureId: STRUCTURE }),
      call: callUrl(results, { structureId: STRUCTURE, indicatorId: INDICATOR, summaryOnly: true }),
    },
    draw: 'results',
  },
];

/**
 * The classic script (the CSP allows no inline script, so it is a file loaded `async` from
 * index.html, before the app): for the address being opened it starts the screen's GETs (and the
 * shell's, when a token is stored) with the stored token, then, in a second task, adds a
 * `modulepreload` link for each chunk of that screen the entry does not load. The answers wait in
 * `window.__circaPreloaded` for `lib/preloaded-calls.ts`, which hands each to the app's first
 * `callApi` of the same URL and token. The per-indicator calls are started once the summary has
 * answered; `later` tells the app to wait for that (it needs the same answer first anyway)
 * rather than ask for them a second time.
 *
 * The app's own code (the start module's chunks, `appFiles`) is preloaded by the script too: at
 * once, except on a screen it draws, where it waits until the opening lines are drawn (or will not
 * be), so the few small answers those lines need are not slowed by 240 kB of script on a slow
 * link; main.tsx waits for the same moment before it evaluates the app (lib/opening-lines.ts).
 *
 * Signed in, once the session check (and on a results summary, the summary) has answered, and
 * while index.html's spinner is still there (the app has not drawn yet), it draws the screen's
 * opening lines where the app draws them (`.boot-*` styles in index.html): the page shows its
 * first text before its code has arrived. The app's first render waits for the same answers
 * (main.tsx) and replaces them with the same text. Nothing is drawn for a user whose email
 * address is not confirmed (the app shows "Check your email" instead).
 */
export function scriptSource(
  screens: { path: string; files: string[]; screen: FirstScreen }[],
  tokenKey: string,
  /** The chunks of the app's start module ({@link APP_MODULE}), preloaded after the first draw. */
  appFiles: string[] = [],
): string {
  const routes = screens.map(({ path, files, screen }) => [
    path,
    files,
    screen.calls ?? [],
    screen.publicCalls ?? [],
    screen.perIndicator ?? null,
    screen.draw ?? null,
  ]);
  const texts = { welcome: welcomeBackPrefix, home: homeWelcomeLine, results: resultsSubtitle };
  return `(function(){var r=${JSON.stringify(routes)},s=${JSON.stringify(shellCalls)},x=${JSON.stringify(texts)},ap=${JSON.stringify(appFiles)},p=location.pathname,t=null;
try{t=localStorage.getItem(${JSON.stringify(tokenKey)})||null}catch(e){}
var c={};window.__circaPreloaded={token:t,at:Date.now(),calls:c};
function g(u){if(c[u])return c[u];var h={Accept:'application/json'};if(t)h.Authorization='Bearer '+t;
var f=fetch(u,{headers:h,credentials:'same-origin'});f.catch(function(){});c[u]=f;return f}
function d(u){return g(u).then(function(a){return a.ok?a.clone().json():null}).then(function(b){return b&&b.Data||null},function(){return null})}
function pre(a){for(var j=0;j<a.length;j++){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=a[j];document.head.appendChild(l)}}
function each(a,n,f){for(var i=0;i<a.length;i++)f(a[i].split('{s}').join(n))}
function el(n,k,v){var e=document.createElement(n);if(k)e.className=k;if(v!=null)e.textContent=v;return e}
function show(b){var sp=document.getElementById('boot-spinner'),o=document.getElementById('root');if(!sp||!o)return;
sp.parentNode.removeChild(sp);var m=el('main','boot-main'),k=el('div','boot-container');k.appendChild(b);m.appendChild(k);o.appendChild(m)}
function draw(w,user,sum){if(!user||user.IsEmailVerified!==true)return;var b;
if(w==='home'){if(typeof user.FirstName!=='string')return;b=el('div','boot-welcome');b.appendChild(el('h2',null,x.welcome+user.FirstName));b.appendChild(el('p','boot-secondary',x.home))}
else{if(!sum||typeof sum.DesignName!=='string')return;b=el('div','boot-results');b.appendChild(el('h2',null,sum.DesignName));b.appendChild(el('p','boot-body2 boot-secondary',x.results))}
show(b)}
for(var i=0;i<r.length;i++){var m=new RegExp(r[i][0]).exec(p);if(!m)continue;var n=m[1]||'',fl=r[i][1];
each(r[i][3],n,g);if(t){each(s,n,g);each(r[i][2],n,g);var q=r[i][4],w=r[i][5],sd=null;
if(q){var u=q.call.split('{s}').join(n);sd=d(q.summary.split('{s}').join(n));window.__circaPreloaded.later={prefix:u.split('{i}')[0],
done:sd.then(function(b){if(!b||b.PaymentRequired||!b.ProjectTargetList)return;var seen={};
for(var k=0;k<b.ProjectTargetList.length;k++){var id=b.ProjectTargetList[k].IndicatorId;if(seen[id])continue;seen[id]=1;
g(u.split('{i}').join(String(id)))}}).catch(function(){})}}
if(w){var dr=window.__circaPreloaded.drawn=Promise.all([d(s[0]),w==='results'?sd:null]).then(function(a){draw(w,a[0],a[1])}).catch(function(){});
dr.then(function(){pre(ap);pre(fl)});return}}
setTimeout(function(){pre(ap);pre(fl)},0);
return}
if(t)each(s,'',g);pre(ap)})();
`;
}

/** The app's start module, which main.tsx imports once the opening lines are drawn. */
export const APP_MODULE = 'src/app/start-app.tsx';

/** The libraries main.tsx evaluates before the app, each in a task of its own. */
export const BOOT_MODULES = ['src/boot/react-libraries.ts', 'src/boot/ui-libraries.ts'];

/**
 * Writes `assets/route-preload-<hash>.js` (see {@link scriptSource}) and loads it `async` at the
 * top of index.html. A screen not in the build (or an address not listed) preloads no chunk;
 * signed in, the shell's calls start on every address. The lazy routes work as before.
 */
export function routePreload(tokenKey: string): Plugin {
  let base = '/';
  return {
    name: 'circa-route-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      // at build time Vite calls this from its own generateBundle, with that hook's context
      handler(this: unknown, _html, ctx) {
        const emitter = this as Pick<Rolldown.PluginContext, 'emitFile' | 'getFileName'>;
        const bundle = ctx.bundle;
        if (!bundle || typeof emitter.emitFile !== 'function') return;
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const closure = (files: string[], seen = new Set<string>()) => {
          for (const file of files) {
            if (seen.has(file)) continue;
            seen.add(file);
            closure(byFile.get(file)?.imports ?? [], seen);
          }
          return seen;
        };
        const entry = chunks.find((c) => c.isEntry);
        // the app itself: main.tsx imports it once the opening lines are drawn (lib/opening-lines)
        const startModules = [APP_MODULE, ...BOOT_MODULES];
        const starts = chunks.filter((c) =>
          startModules.some((module) => c.facadeModuleId?.endsWith(`/${module}`)),
        );
        const appFiles = [...closure(starts.map((c) => c.fileName))];
        const initial = closure([...(entry ? [entry.fileName] : []), ...appFiles]);
        const screens = firstScreens.flatMap((screen) => {
          const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(`/${screen.module}`));
          if (!chunk) return [];
          const files = [...closure([chunk.fileName])].filter((file) => !initial.has(file));
          return [{ path: screen.path.source, files: files.map((file) => base + file), screen }];
        });
        const ref = emitter.emitFile({
          type: 'asset',
          name: 'route-preload.js',
          source: scriptSource(
            screens,
            tokenKey,
            appFiles.map((file) => base + file),
          ),
        });
        return [
          {
            tag: 'script',
            attrs: {
              async: true,
              src: base + emitter.getFileName(ref),
              [ROUTE_PRELOAD_ATTRIBUTE]: true,
            },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}
