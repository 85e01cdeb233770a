/**
 * What the site's additions use of Sveltia CMS's globals, typed: `window.CMS`, `window.h` and `window.createClass`, the
 * API it keeps from Decap CMS (https://sveltiacms.app/en/docs/api). It hands entries over as Immutable.js maps; only
 * their `get`, `getIn` and `toJS` are used.
 */

/** An Immutable.js value as the CMS hands it over. */
export interface Immutable {
  get(key: string): unknown
  getIn(path: readonly string[]): unknown
  toJS(): unknown
}

/** The props the CMS gives a preview template (https://sveltiacms.app/en/docs/api/preview-templates). */
export interface PreviewProps {
  entry: Immutable
  /** The CMS's asset for a field's value, e.g. `images/castle.jpg`; its `toString()` is an address the preview can load. */
  getAsset(path: string): { toString(): string }
}

/** A React component made by `createClass`, with the methods the preview template uses. */
export interface PreviewComponent {
  props: PreviewProps
  state: { html: string; error: string }
  setState(state: Partial<{ html: string; error: string }>): void
}

/** The CMS's global `CMS`. */
export interface CmsApi {
  registerCustomFormat(
    name: string,
    extension: string,
    format: { fromFile(text: string): unknown; toFile(data: unknown): string },
  ): void
  registerPreviewStyle(href: string): void
  registerPreviewTemplate(name: string, component: unknown): void
  registerEventListener(listener: {
    name: "preSave" | "postSave"
    handler: (event: { entry: Immutable }) => unknown
  }): void
  init(): Promise<void>
}

/** The globals the CMS sets, and the flag that keeps it from starting by itself. */
export type CmsWindow = Window & {
  CMS_MANUAL_INIT?: boolean
  CMS?: CmsApi
  /** React's `createElement` of the CMS's own React (19). */
  h?: (type: string, props: Record<string, unknown> | null, ...children: unknown[]) => unknown
  /** create-react-class over the CMS's own React. */
  createClass?: (spec: Record<string, unknown>) => unknown
}
