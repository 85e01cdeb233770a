import fs from "node:fs"
import path from "node:path"

/**
 * The first symbolic link under `folder` (any depth), as a path relative to it with `/`, or `undefined` when there is
 * none. The data must be files of its own: a link in `data/` could lead the build to any file of the machine
 * (issue 32), so check:data refuses it.
 */
export function symbolicLinkUnder(folder: string, within = ""): string | undefined {
  for (const entry of fs.readdirSync(path.join(folder, within), { withFileTypes: true })) {
    const relative = within ? `${within}/${entry.name}` : entry.name
    if (entry.isSymbolicLink()) return relative
    if (entry.isDirectory()) {
      const found = symbolicLinkUnder(folder, relative)
      if (found) return found
    }
  }
  return undefined
}
