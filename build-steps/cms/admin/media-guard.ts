/**
 * Pictures change only through a pull request. With a repository back end (the published CMS: GitHub), Decap commits
 * two things straight to the default branch, outside the editorial workflow's pull request:
 * - deleting a picture (the Media page's "Delete", and the "replace it?" of an upload whose name is taken, which
 *   deletes the live file before the entry is even saved: decap-cms-core actions/mediaLibrary.ts `deleteMedia`);
 * - an upload from the Media page, where no entry is open (`persistMedia`).
 * The guard wraps each repository back end's implementation so both are refused with a sentence the editor sees
 * (Decap shows it as "Failed to delete media: …" / "Failed to persist media: …"). An upload inside an entry is not
 * affected: it goes into that entry's pull request, and a picture uploaded under a taken name replaces the old one
 * when the pull request is merged, not before. An unused picture is removed by a pull request of its own.
 * The local proxy of `npm run cms` is left alone: it writes the working tree, which git shows before anything is
 * published.
 */
import type { BackendImplementation, DecapCms } from "./decap"

/** Decap's back ends that commit to a repository (decap-cms-app's extensions.js), `test-repo` among them. */
export const REPOSITORY_BACKENDS = [
  "github",
  "gitlab",
  "gitea",
  "forgejo",
  "bitbucket",
  "azure",
  "git-gateway",
  "aws-cognito-github-proxy",
  "test-repo",
] as const

/** What the editor reads when a picture would be deleted. */
export const DELETE_REFUSED =
  "pictures are not deleted from the CMS, so the live site never loses one it shows. An upload under the same name " +
  "replaces the old picture when your change is published; a picture no longer used is removed by your developer."

/** What the editor reads when a picture is uploaded from the Media page. */
export const UPLOAD_REFUSED =
  "add a picture from the entry that shows it (open the entry, then its picture field), so it goes live with that " +
  "change and not at once."

/**
 * Wraps the implementation `init` makes for each registered repository back end: `deleteFiles` refuses any path in
 * `mediaFolder` (a data file's deletion passes) and `persistMedia` (only the Media page calls it) refuses always.
 * @param mediaFolder the configuration's `media_folder`, e.g. `data/images`.
 */
export function guardMedia(cms: Pick<DecapCms, "getBackend">, mediaFolder: string): void {
  const folder = `${mediaFolder.replace(/^\/+|\/+$/g, "")}/`
  const inFolder = (file: string) => file.replace(/^\/+/, "").startsWith(folder)
  for (const name of REPOSITORY_BACKENDS) {
    const backend = cms.getBackend(name)
    if (!backend) continue
    const init = backend.init.bind(backend)
    backend.init = (config, options) => {
      const implementation: BackendImplementation = init(config, options)
      const deleteFiles = implementation.deleteFiles.bind(implementation)
      implementation.deleteFiles = async (paths, commitMessage) => {
        if (paths.some(inFolder)) throw new Error(DELETE_REFUSED)
        return deleteFiles(paths, commitMessage)
      }
      implementation.persistMedia = async () => {
        throw new Error(UPLOAD_REFUSED)
      }
      return implementation
    }
  }
}
