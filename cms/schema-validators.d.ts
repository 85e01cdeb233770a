/** The module admin-files.ts generates and bundles (node/build-steps/cms/schema-validators-module.ts). */
declare module "cms-schema-validators" {
  import type { ValidateFunction } from "ajv"
  /** Each schema's validator, compiled at build time, by its key (`./schemas/faq.schema.json`). */
  export const VALIDATORS: Record<string, ValidateFunction>
}
