/**
 * The CMS's configuration (`/admin/config.yml`, Sveltia CMS reads Decap's format:
 * https://sveltiacms.app/en/docs/configuration), generated from the JSON Schemas: one file entry per data file
 * (collections.ts), labelled with its schema's `title`, its fields and rules from the same schema
 * (schema-to-fields.ts), written in the canonical form of json-format.ts (the custom format {@link DATA_FORMAT},
 * registered by cms/main.ts).
 * Two ways of working (https://sveltiacms.app/en/docs/backends):
 * - `local`: `npm run cms`, the editor's browser reads and writes the project folder itself through the File System
 *   Access API ("Work with Local Repository": Chrome, Edge and other Chromium-based browsers); saved at once.
 * - `github`: the published /admin/, signing in through the owner's OAuth helper; each change becomes a pull
 *   request (`editorial_workflow`) that CI checks and builds before it is merged and goes live.
 */
import { stringify } from "yaml"
import { OWNER_FILES, SECTION_FILES, SITE_WIDE_FILES } from "./collections"
import { schemaKeyOf, type JsonSchema, type SchemaSet } from "../../../src/shared/data-rules/json-schema"
import { fieldsOf } from "./schema-to-fields"
import { PICTURE_LIMITS } from "../../../src/shared/picture-types"

/** The name cms/main.ts registers the canonical JSON format under. */
export const DATA_FORMAT = "eicr-json"

/** The commit status .github/workflows/deploy.yml sets on the change it checked (tests/repository/workflow.test.ts agrees). */
export const CHECKS_STATUS = "Site checks"

/** Where pictures are uploaded to; the data files name them inside `data/`, as `images/<file>`. */
export const MEDIA_FOLDER = "data/images"

/**
 * Where the CMS works. `local` names the repository only for Sveltia's sake (its local mode sits on a Git back end's
 * configuration); the editor picks the project's folder, and nothing is sent anywhere.
 */
export type CmsBackend = { kind: "local"; repo?: string } | GithubBackend

/** The published CMS's back end: a GitHub repository, signing in through the owner's OAuth helper at `authUrl`. */
export interface GithubBackend {
  kind: "github"
  repo: string
  branch: string
  authUrl: string
  /**
   * The GitHub scope an editor grants at sign-in: `public_repo` (public repositories only) unless the repository is
   * private, which needs `repo` (every repository the editor can reach). GitHub's scopes:
   * https://docs.github.com/apps/oauth-apps/building-oauth-apps/scopes-for-oauth-apps
   */
  authScope: "public_repo" | "repo"
  /** GitHub's REST API root, `https://api.github.com` unless given (the tests' stand-in of GitHub gives its own). */
  apiRoot?: string
}

/** What `local` names as its repository when `GATSBY_CMS_REPO` is unset: any `owner/name` will do (see CmsBackend). */
export const LOCAL_REPO = "owner/this-site"

/**
 * The GitHub back end from the environment (see .env.example): `GATSBY_CMS_REPO` (`owner/name`),
 * `GATSBY_CMS_AUTH_URL` (the OAuth helper's https origin), optionally `GATSBY_CMS_BRANCH` (default `main`) and
 * `GATSBY_CMS_PRIVATE_REPO` (`true` for a private repository, which needs the wider `repo` scope).
 * @returns undefined when `GATSBY_CMS_REPO` is unset: the build then publishes no /admin/.
 * @throws when the repository is not `owner/name`, the helper address is missing or not https,
 *   `GATSBY_CMS_PRIVATE_REPO` is neither `true` nor `false`, or the site (`SITE_URL`) is on a shared `github.io`
 *   origin: every site of that GitHub account shares it, and with it the CMS's sign-in, which the CMS keeps in the
 *   origin's storage (docs/publishing.md).
 */
export function githubBackendFromEnv(env: NodeJS.ProcessEnv): GithubBackend | undefined {
  const repo = env.GATSBY_CMS_REPO?.trim()
  if (!repo) return undefined
  if (!/^[\w.-]+\/[\w.-]+$/.test(repo)) throw new Error(`GATSBY_CMS_REPO must be owner/name, not "${repo}"`)
  const authUrl = env.GATSBY_CMS_AUTH_URL?.trim().replace(/\/+$/, "") ?? ""
  if (!/^https:\/\/[^/]+$/.test(authUrl))
    throw new Error("GATSBY_CMS_AUTH_URL must be the https:// origin of the OAuth helper (see docs/editing.md)")
  const isPrivate = env.GATSBY_CMS_PRIVATE_REPO?.trim() || "false"
  if (isPrivate !== "true" && isPrivate !== "false")
    throw new Error(`GATSBY_CMS_PRIVATE_REPO must be true or false, not "${isPrivate}"`)
  const siteHost = /^https?:\/\/([^/:]+)/i.exec(env.SITE_URL?.trim() ?? "")?.[1]?.toLowerCase() ?? ""
  if (siteHost === "github.io" || siteHost.endsWith(".github.io"))
    throw new Error(
      `The CMS needs the site on a domain of its own, not ${siteHost}: every site of that GitHub account shares that ` +
        "address, and with it the editors' sign-in (docs/publishing.md, \"A domain of the site's own\"). Set SITE_URL to " +
        "the site's own domain, or leave GATSBY_CMS_REPO unset.",
    )
  return {
    kind: "github",
    repo,
    branch: env.GATSBY_CMS_BRANCH?.trim() || "main",
    authUrl,
    authScope: isPrivate === "true" ? "repo" : "public_repo",
  }
}

/**
 * The whole configuration object.
 * @param backend where the CMS reads and writes.
 * @param schemas every file schema, keyed `./schemas/<name>.schema.json`, and the shared definitions.
 * @param siteUrl the published site (SITE_URL), linked from the CMS's header.
 * @throws when a data file in collections.ts has no schema or its schema no `title` (the file's label in the CMS's
 *   list), or a schema maps to no widget.
 */
export function cmsConfig(
  backend: CmsBackend,
  schemas: SchemaSet & { files: Record<string, JsonSchema> },
  siteUrl: string,
) {
  const entry = (file: string) => {
    const schema = schemas.files[schemaKeyOf(file)]
    if (!schema) throw new Error(`data/${file} has no schema in data/schemas/`)
    if (!schema.title?.trim())
      throw new Error(`data/${schemaKeyOf(file).slice(2)} has no title (the file's label in the CMS's list)`)
    return {
      name: file.replace(/\.json$/, ""),
      label: schema.title,
      file: `data/${file}`,
      fields: fieldsOf(schema, schema, schemas.shared),
    }
  }
  const collection = (name: string, label: string, description: string, files: readonly string[], preview = true) => ({
    name,
    label,
    description,
    format: DATA_FORMAT,
    editor: { preview },
    files: files.map(entry),
  })
  return {
    backend:
      backend.kind === "local"
        ? // Only "Work with Local Repository" and a token: there is no OAuth helper on this machine.
          { name: "github", repo: backend.repo ?? LOCAL_REPO, branch: "main", auth_methods: ["token"] }
        : {
            name: "github",
            repo: backend.repo,
            branch: backend.branch,
            base_url: backend.authUrl,
            auth_scope: backend.authScope,
            ...(backend.apiRoot ? { api_root: backend.apiRoot } : {}),
            // The commit status the workflow sets on each pull request (.github/workflows/deploy.yml, job "Checks"),
            // which the CMS reads as the change's deploy preview (https://sveltiacms.app/en/docs/workflows/editorial).
            preview_context: CHECKS_STATUS,
          },
    ...(backend.kind === "github" ? { publish_mode: "editorial_workflow" } : {}),
    site_url: siteUrl,
    display_url: siteUrl,
    // Pictures go to data/images/ and are written as "images/<file>", as the data files refer to them.
    media_folder: MEDIA_FOLDER,
    public_folder: "images",
    // Only the site's own pictures: no stock photo services (each needs a key, and their pictures are not ours); an
    // upload's name made plain (`IMG 1234.JPG` → `img-1234.jpg`), as the data's picture pattern wants it; and no file
    // over PICTURE_LIMITS' bytes (a picked photo is made smaller first: cms/picture-fit.ts; this stops a dropped one).
    media_libraries: {
      default: { config: { slugify_filename: true, max_file_size: PICTURE_LIMITS.bytes } },
      stock_assets: false,
    },
    collections: [
      collection("sections", "Page sections", "The sections of the page, from top to bottom.", SECTION_FILES),
      collection("site", "Whole site", "Facts and words used across the page.", SITE_WIDE_FILES),
      collection("owner", "Your pages", "Pages only you see: the reply to an enquiry.", OWNER_FILES, false),
    ],
  }
}

/** {@link cmsConfig} as the text of `config.yml`. */
export const cmsConfigYaml = (...args: Parameters<typeof cmsConfig>): string =>
  `# Generated from data/schemas/ by node/build-steps/cms/cms-config.ts; do not edit.\n${stringify(cmsConfig(...args), { lineWidth: 0 })}`
