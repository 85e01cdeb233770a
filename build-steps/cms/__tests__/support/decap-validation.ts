/**
 * Decap CMS's own validation code, to judge a value as the CMS's form does: the field check of decap-cms-core
 * (components/Editor/EditorControlPane/Widget.js: required, pattern, and the control's own `isValid`) with the real
 * controls of the widgets whose `isValid` says more (number: min/max; select: choices; image: its pattern on the file
 * name), and the list widget's size check (decap-cms-widget-list ListControl.js `validateSize`), from the pinned
 * `decap-cms` package's sources (`dist/esm`, which its standalone bundle is built from). esbuild bundles them for
 * Node once per test file; nothing is rendered.
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { buildSync } from "esbuild"
import type { DecapField } from "../../schema-to-fields"

/** The errors Decap reports for a field and a value: their types (`PRESENCE`, `PATTERN`, `RANGE`, …), none when valid. */
export type DecapJudge = (field: DecapField, value: unknown) => string[]

const ROOT = path.resolve(__dirname, "..", "..", "..", "..")
const DECAP = path.join(ROOT, "node_modules", "decap-cms", "node_modules")
const esm = (pkg: string, file: string) => JSON.stringify(path.join(DECAP, pkg, "dist", "esm", file))

/** The entry esbuild bundles: one `judge(field, value)` over Decap's classes, as decap-cms-core calls them. */
const ENTRY = `
import { fromJS, List } from "immutable";
import Widget from ${esm("decap-cms-core", "components/Editor/EditorControlPane/Widget.js")};
import NumberControl from ${esm("decap-cms-widget-number", "NumberControl.js")};
import SelectControl from ${esm("decap-cms-widget-select", "SelectControl.js")};
import BooleanControl from ${esm("decap-cms-widget-boolean", "BooleanControl.js")};
import ImageWidget from ${esm("decap-cms-widget-image", "index.js")};
import ListControl from ${esm("decap-cms-widget-list", "ListControl.js")};

const CONTROLS = { number: NumberControl, select: SelectControl, boolean: BooleanControl, image: ImageWidget.controlComponent };
const t = (key) => key;
const noop = () => {};

export function judge(fieldJs, value) {
  const field = fromJS(fieldJs);
  const stored = Array.isArray(value) ? List(value) : value;
  let errors = [];
  const widget = new Widget({ field, value: stored, t, parentIds: [], onValidate: (found) => (errors = found) });
  if (fieldJs.widget === "list") {
    // A list's own errors are its size check's, which overwrites the field check's (ListControl.validate).
    const list = new ListControl({
      field, value: stored, t, forID: "field", parentIds: [], validate: widget.validate,
      onValidateObject: (_id, found) => (errors = found),
    });
    widget.processInnerControlRef(list);
    widget.validate();
    errors = list.validateSize();
  } else {
    const Control = CONTROLS[fieldJs.widget];
    if (Control) {
      const props = { ...(Control.defaultProps || {}), field, t, forID: "field", onChange: noop, classNameWrapper: "",
        setActiveStyle: noop, setInactiveStyle: noop, mediaPaths: fromJS({}), onOpenMediaLibrary: noop,
        onRemoveInsertedMedia: noop, onClearMediaControl: noop, getAsset: noop, isEditorComponent: false };
      if (stored !== undefined) props.value = stored;
      widget.processInnerControlRef(new Control(props));
    } else widget.wrappedControlValid = () => ({ error: false });
    widget.validate();
  }
  return errors.map((error) => error.type);
}
`

/** Bundles Decap's validation for Node and loads it. @throws when esbuild cannot build it (a Decap upgrade moved a file). */
export function loadDecapValidation(): DecapJudge {
  const result = buildSync({
    stdin: { contents: ENTRY, resolveDir: DECAP, loader: "js" },
    bundle: true,
    write: false,
    platform: "node",
    format: "cjs",
    mainFields: ["module", "main"],
    loader: { ".js": "jsx" },
    nodePaths: [DECAP, path.join(ROOT, "node_modules")],
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "silent",
  })
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "decap-validation-")), "judge.cjs")
  fs.writeFileSync(file, result.outputFiles[0].text)
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the bundle is made at run time
  const { judge } = require(file) as { judge: DecapJudge }
  return judge
}
