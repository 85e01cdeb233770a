/**
 * How the CMS's local proxy writes a file (local-proxy.ts): only a regular file inside the content folder, judged on the
 * folder it really writes in, never through a link. decap-server's own write (`fs.writeFile` on the path as named)
 * follows a symbolic link swapped in after the proxy's check, and writes through a hard link into the file it shares
 * its data with (issue 36: a hard link `data/x.json` to `src/index.ts` made a save overwrite `src/index.ts`).
 */
import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"

/** A write the proxy refuses; its message is a sentence for the 403 answer. */
export class WriteRefused extends Error {}

/** Whether `real` is `folder` or inside it (both real paths). */
const within = (folder: string, real: string) => real === folder || real.startsWith(`${folder}${path.sep}`)

/**
 * Writes `content` to `relative` under `root`, which must stay inside `root/contentFolder`:
 * - the folder written in is judged by its real path (links resolved), which must be inside the content folder;
 * - a file already there must be a regular file with one name (a hard link's other name is left alone, and refused);
 * - the bytes go to a new temporary file in that folder (`O_EXCL | O_NOFOLLOW`: never through a link), which is then
 *   renamed over the name: a rename replaces a link put there meanwhile instead of following it.
 * The file keeps its permissions; a new one gets 0644.
 * @param root the project's folder; @param contentFolder e.g. `data`; @param relative e.g. `data/faq.json`.
 * @throws {WriteRefused} when any rule above is broken; a file-system error as it comes.
 */
export async function writeInside(
  root: string,
  contentFolder: string,
  relative: string,
  content: string | Uint8Array,
): Promise<void> {
  const contentReal = fs.realpathSync(path.join(root, contentFolder))
  const named = path.resolve(root, relative)
  if (!within(path.resolve(root, contentFolder), named))
    throw new WriteRefused(`${JSON.stringify(relative)} is outside ${contentFolder}/`)
  await fs.promises.mkdir(path.dirname(named), { recursive: true })
  const folder = await fs.promises.realpath(path.dirname(named))
  if (!within(contentReal, folder))
    throw new WriteRefused(`${JSON.stringify(relative)} leads outside ${contentFolder}/ on disk`)
  const target = path.join(folder, path.basename(named))
  const existing = await fs.promises.lstat(target).catch(() => undefined)
  if (existing && !existing.isFile())
    throw new WriteRefused(`${JSON.stringify(relative)} is not a plain file (a symbolic link or a folder)`)
  if (existing && existing.nlink > 1)
    throw new WriteRefused(
      `${JSON.stringify(relative)} shares its content with another file (a hard link): the CMS writes no file that is also elsewhere`,
    )
  const temporary = path.join(folder, `.${path.basename(named)}.${crypto.randomBytes(6).toString("hex")}.tmp`)
  const { O_WRONLY, O_CREAT, O_EXCL, O_NOFOLLOW } = fs.constants
  const handle = await fs.promises.open(
    temporary,
    O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW,
    existing ? existing.mode & 0o777 : 0o644,
  )
  try {
    await handle.writeFile(content)
    await handle.close()
    await fs.promises.rename(temporary, target)
  } catch (error) {
    await handle.close().catch(() => undefined)
    await fs.promises.rm(temporary, { force: true })
    throw error
  }
}
