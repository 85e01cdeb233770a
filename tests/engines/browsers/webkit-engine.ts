/**
 * WebKitGTK for the engines suite: Debian's WebKitWebDriver (package webkit2gtk-driver) started on a free port,
 * driven over classic WebDriver by selenium-webdriver, running WebKitGTK's MiniBrowser (engines.ts finds both).
 * MiniBrowser needs an X display even when automated, so without `DISPLAY` one is started with Xvfb for the window's
 * lifetime.
 */
import { spawn, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import net from "node:net"
import { Builder, By, Key as Keys, type WebDriver } from "selenium-webdriver"
import { atMost, type Key, type Launcher, type Size } from "./driver"

const KEYS: Record<Key, string> = { Escape: Keys.ESCAPE, Enter: Keys.ENTER, Tab: Keys.TAB }

/** A free TCP port on 127.0.0.1, found by letting the system pick one. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
    server.on("error", reject)
  })
}

/**
 * Starts Xvfb on the first free display, its screen the size of the window; resolves with the process and its
 * `DISPLAY` (":N") once it accepts. Without a window manager X gives the keyboard to the window under the pointer,
 * which starts at the middle of the screen: on a screen the window's size it is always inside the window, so the page
 * has focus as a visitor's does (on a larger screen a narrow window never got it, and no focus ring ever showed).
 */
function startXvfb(size: Size): Promise<{ process: ChildProcess; display: string }> {
  const screen = `${Math.max(size.width, 480)}x${size.height}x24`
  const xvfb = spawn("Xvfb", ["-displayfd", "3", "-screen", "0", screen, "-nolisten", "tcp"], {
    stdio: ["ignore", "ignore", "ignore", "pipe"],
  })
  return new Promise((resolve, reject) => {
    xvfb.on("error", reject)
    xvfb.on("exit", (code) => reject(new Error(`Xvfb exited (${code}) before it was ready`)))
    xvfb.stdio[3]!.on("data", (chunk: Buffer) => resolve({ process: xvfb, display: `:${chunk.toString().trim()}` }))
  })
}

/** Polls WebKitWebDriver's `/status` until it says it is ready (at most 10 s). */
async function driverReady(url: string): Promise<void> {
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    const ready = await fetch(`${url}/status`).then(
      async (response) => ((await response.json()) as { value?: { ready?: boolean } }).value?.ready === true,
      () => false,
    )
    if (ready) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`WebKitWebDriver did not start at ${url}`)
}

/**
 * MiniBrowser (the file `miniBrowser`) through the WebKitWebDriver `webDriver`, in a window of the launcher's size (it
 * will not go narrower than about 447 px: its phone is a narrow window).
 */
export const webkitLauncher =
  (webDriver: string, miniBrowser: string): Launcher =>
  async (size) => {
    const xvfb = process.env.DISPLAY ? undefined : await startXvfb(size)
    const port = await freePort()
    const driverProcess = spawn(webDriver, [`--port=${port}`], {
      stdio: "ignore",
      env: { ...process.env, ...(xvfb ? { DISPLAY: xvfb.display } : {}) },
    })
    const url = `http://127.0.0.1:${port}`
    let driver: WebDriver
    try {
      await driverReady(url)
      driver = await new Builder()
        .usingServer(url)
        .withCapabilities({
          browserName: "MiniBrowser",
          pageLoadStrategy: "none",
          "webkitgtk:browserOptions": { binary: miniBrowser, args: ["--automation"] },
        })
        .build()
      await driver.manage().window().setRect({ width: size.width, height: size.height })
      // The window as the one with keyboard focus, as a visitor's is (without it, :focus-visible never matches).
      await driver.switchTo().window(await driver.getWindowHandle())
    } catch (error) {
      driverProcess.kill()
      xvfb?.process.kill()
      throw error
    }
    return {
      engine: "webkit",
      size,
      async goto(address, until = "load") {
        // The session's page load strategy is "none": WebKitWebDriver's "eager" hangs on this page, and with
        // "normal" every command waits while any request is open, so a page whose scripts are held cannot be used.
        // The old document is marked, so the wait below is for the new one.
        await driver.executeScript("window.__leaving = true")
        await driver.get(address)
        const wanted = until === "load" ? `document.readyState === "complete"` : `document.readyState !== "loading"`
        const ready = () => driver.executeScript<boolean>(`return !window.__leaving && ${wanted}`).catch(() => false)
        await driver.wait(ready, 30_000, `${address} did not load`)
      },
      evaluate: (source) => driver.executeScript(`return ${source}`),
      // WebDriver's element click refuses a <summary>'s heading and, before the scripts run, the quote form's
      // button as "not interactable" (its displayedness check, not the page): a pointer click at the element's
      // centre, once it is scrolled to the middle of the window, is what a visitor's click is.
      async click(selector) {
        const element = await driver.findElement(By.css(selector))
        await driver.executeScript(`arguments[0].scrollIntoView({ block: "center", behavior: "instant" })`, element)
        await driver.actions().move({ origin: element }).click().perform()
      },
      type: (selector, text) => driver.findElement(By.css(selector)).sendKeys(text),
      press: (key) => driver.actions().sendKeys(KEYS[key]).perform(),
      async screenshot(file) {
        fs.writeFileSync(file, await driver.takeScreenshot(), "base64")
      },
      // Classic WebDriver has no console events; the suite's page watcher (tests/engines/browsers/test-server.ts) records errors.
      engineErrors: () => [],
      async close() {
        await atMost(driver.quit()) // a hung engine may never answer: its driver and display are ended all the same
        driverProcess.kill()
        xvfb?.process.kill()
      },
    }
  }
