import { productVersion } from '@circa/contract/meta.schema';

/** The build id of the running bundle ('dev' when not built by `vite build`). */
export const runningBuild: string = typeof __CIRCA_BUILD__ === 'string' ? __CIRCA_BUILD__ : 'dev';

/** The product version shown on the profile (document 1 §1). */
export { productVersion };
