/** What local-proxy.ts uses of decap-server 3.11 (its src/middlewares.ts), which ships no types. */
declare module "decap-server/dist/middlewares" {
  import type { Express } from "express"

  /**
   * Adds decap-server's file-system back end (`POST /api/v1`) to `app`, with its logging, CORS and JSON body
   * parser; it works on the folder `GIT_REPO_DIRECTORY` names (else the current one) and answers CORS for `ORIGIN`.
   */
  export function registerLocalFs(app: Express, options?: { logLevel?: string }): Promise<void>
}
