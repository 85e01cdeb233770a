/** The shape of one behaviour of the engines suite: written once, run in every engine at every size it names. */
import type { EnginePage, Size } from "../browsers/driver"

/** What a behaviour gets: the window, the site's origin, and a way to note a fact in the test report. */
export interface Context {
  page: EnginePage
  /** The origin the built site is served at, e.g. `http://127.0.0.1:9100`. */
  origin: string
  /** Adds a line to the test report (TAP diagnostic), e.g. which image format the engine chose. */
  note(text: string): void
}

/** A visitor-facing behaviour. `only` limits it to one size, e.g. the chat panel exists on phones only. */
export interface Behaviour {
  title: string
  only?: "phone" | "desktop"
  /**
   * A window of its own, for a behaviour an issue asks for at a size of its own (issue 37: 390×844): it then runs
   * once, in that window, and at none of the suite's sizes (tests/engines/browsers/driver.ts `SIZES`).
   */
  window?: Size
  run(context: Context): Promise<void>
}
