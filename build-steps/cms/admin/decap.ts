/**
 * What the site's additions use of Decap CMS's globals (decap-cms 3.16's standalone bundle: `window.CMS`, `window.h`
 * and `window.createClass`; https://decapcms.org/docs/customization/), typed. Decap hands entries over as
 * Immutable.js maps; only their `get`, `getIn` and `toJS` are used.
 */

/** An Immutable.js value as Decap hands it over. */
export interface Immutable {
  get(key: string): unknown
  getIn(path: readonly string[]): unknown
  toJS(): unknown
}

/** A back end's implementation, as Decap's core calls it (decap-cms-lib-util's `Implementation`). */
export interface BackendImplementation {
  persistMedia(file: unknown, options: unknown): Promise<unknown>
  deleteFiles(paths: string[], commitMessage: string): Promise<void>
}

/** A registered back end: Decap's registry keeps `{ init }`, which makes its implementation. */
export interface RegisteredBackend {
  init(config: unknown, options: unknown): BackendImplementation
}

/** The props Decap gives a preview template (decap-cms-core's EditorPreviewPane). */
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

/** Decap's global `CMS`. */
export interface DecapCms {
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
  getBackend(name: string): RegisteredBackend | undefined
  init(): void
}

/** The globals the standalone bundle sets, and the flag that keeps it from starting by itself. */
export type DecapWindow = Window & {
  CMS_MANUAL_INIT?: boolean
  CMS?: DecapCms
  /** React's `createElement` of Decap's own React. */
  h?: (type: string, props: Record<string, unknown> | null, ...children: unknown[]) => unknown
  /** create-react-class over Decap's own React. */
  createClass?: (spec: Record<string, unknown>) => unknown
}
