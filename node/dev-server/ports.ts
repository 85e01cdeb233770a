/**
 * Whether a port is free for the dev server of `npm run cms` (node/scripts/cms.ts): the editor's browser trusts the
 * page at `http://localhost:<port>` with the project's folder, so nothing else may already answer at that name. A browser may reach
 * `localhost` on either loopback address (`127.0.0.1` or `[::1]`, in the order the system resolves it), so a port is
 * free only when nothing listens on it on both (issue 36: a listener on `[::1]` alone was missed).
 */
import net from "node:net"

/** The loopback addresses `localhost` may lead to. */
export const LOOPBACK_ADDRESSES = ["127.0.0.1", "::1"] as const

/**
 * Whether something listens on `port` at `address`: a listener of our own cannot be opened there.
 * An address this machine does not have (no IPv6: `EADDRNOTAVAIL`, `EAFNOSUPPORT`) has nothing listening on it.
 */
export function listenedOn(port: number, address: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer()
    probe.once("error", (error: NodeJS.ErrnoException) =>
      resolve(error.code !== "EADDRNOTAVAIL" && error.code !== "EAFNOSUPPORT"),
    )
    probe.listen({ port, host: address, exclusive: true }, () => probe.close(() => resolve(false)))
  })
}

/** Whether anything on this machine listens on `port` on any loopback address ({@link LOOPBACK_ADDRESSES}). */
export async function portTaken(port: number): Promise<boolean> {
  const taken = await Promise.all(LOOPBACK_ADDRESSES.map((address) => listenedOn(port, address)))
  return taken.some(Boolean)
}
