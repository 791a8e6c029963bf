/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/react" />

/** The build id of the running bundle, injected by Vite `define` (vite.config.ts). */
declare const __CIRCA_BUILD__: string;

interface ImportMetaEnv {
  /** External support site the top bar's help link opens. */
  readonly VITE_SUPPORT_SITE_URL?: string;
  /** Terms and Conditions page. */
  readonly VITE_TERMS_URL?: string;
  /** Legacy hosts and their new hosts: `old.example=new.example,old2.example=new2.example`. */
  readonly VITE_LEGACY_HOSTS?: string;
}
