/**
 * Imported by main.ts before Sveltia CMS, whose module starts the CMS by itself unless this flag is set: main.ts
 * registers the site's additions first, then starts it (https://sveltiacms.app/en/docs/api/initialization).
 */
import type { CmsWindow } from "./cms-api"
;(window as CmsWindow).CMS_MANUAL_INIT = true
