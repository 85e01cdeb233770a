/** @jest-environment node */
/**
 * The head script as the page gets it (node/build-steps/page-bundle/head-script.ts): one self-contained script that runs where no module
 * system exists and registers its listeners on `document`, with counting only in a build that counts.
 */
import vm from "node:vm"
import { COUNT_QUEUE, COUNTED } from "../../../../src/counting/count"
import { headScript } from "../head-script"
import {
  EARLY_SUBMITS,
  PENDING_ATTRIBUTE,
  QUOTE_FORM_ATTRIBUTE,
  SCRIPTS_ATTRIBUTE,
} from "../../../../src/shared/markers"

/**
 * Runs `script` as a browser would in a page with no other code, lists the listeners it put on `document`, and checks
 * it marked `<html>` as a page whose scripts run (CSS leaves out what needs them otherwise).
 */
function listenersOf(script: string): { type: string; capture: unknown }[] {
  const added: { type: string; capture: unknown }[] = []
  const marks: Record<string, string> = {}
  const document = {
    addEventListener: (type: string, _: unknown, capture: unknown) => added.push({ type, capture }),
    documentElement: { setAttribute: (name: string, value: string) => (marks[name] = value) },
  }
  const window: Record<string, unknown> = { document }
  window.window = window
  vm.runInNewContext(script, window)
  expect(window[EARLY_SUBMITS]).toEqual({})
  expect(marks).toEqual({ [SCRIPTS_ATTRIBUTE]: "" })
  return added
}

describe("the compiled head script", () => {
  it("is one script with no import, export or build-time variable left in it", () => {
    for (const counting of [false, true]) {
      const script = headScript(counting)
      expect(script).not.toMatch(/\bimport\b|\bexport\b|process\.env|\brequire\(/)
      expect(script).not.toContain("\n")
    }
  })

  it("holds submits, input, a failed script and taps, each in the capture phase, before any other script", () => {
    expect(listenersOf(headScript(false))).toEqual([
      { type: "input", capture: true },
      { type: "submit", capture: true },
      { type: "error", capture: true },
      { type: "click", capture: true },
    ])
    expect(headScript(false)).toContain(QUOTE_FORM_ATTRIBUTE)
    expect(headScript(false)).toContain(PENDING_ATTRIBUTE)
  })

  it("with counting off, has no counting in it at all", () => {
    const off = headScript(false)
    expect(off).not.toContain(COUNT_QUEUE)
    for (const name of Object.values(COUNTED)) expect(off).not.toContain(name)
  })

  it("with counting on, also counts taps, the chat panel, the e-mail app and the opt-out, after the early submit and the held taps", () => {
    expect(listenersOf(headScript(true))).toEqual([
      { type: "input", capture: true },
      { type: "submit", capture: true },
      { type: "error", capture: true },
      { type: "click", capture: true },
      { type: "click", capture: true },
      { type: "toggle", capture: true },
      { type: "submit", capture: true },
      // The opt-out, in the bubble phase: after the page's own listeners.
      { type: "click", capture: undefined },
    ])
    expect(headScript(true)).toContain(COUNTED.phone)
  })
})
