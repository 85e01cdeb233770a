/**
 * The head script as the page runs it (node/build-steps/page-bundle/head-script.ts bundles this file): the early submit and the held taps always, the counting of
 * what the browser does by itself only in a build with counting on. `process.env.GATSBY_COUNTING_DOMAIN` is replaced
 * by its value at compile time, as in the page's own code, so without the setting the counting is left out entirely.
 */
import { countNativeEvents, catchEarlySubmits, holdEarlyTaps } from "./head-script"

catchEarlySubmits()
holdEarlyTaps()
if (process.env.GATSBY_COUNTING_DOMAIN) countNativeEvents()
