/**
 * The head script as the page runs it (build/page-bundle/head-script.ts bundles this file): the holds always, the counting of
 * what the browser does by itself only in a build with counting on. `process.env.GATSBY_COUNTING_DOMAIN` is replaced
 * by its value at compile time, as in the page's own code, so without the setting the counting is left out entirely.
 */
import { countNativeEvents, holdEarlySubmits, holdEarlyTaps } from "./head-script"

holdEarlySubmits()
holdEarlyTaps()
if (process.env.GATSBY_COUNTING_DOMAIN) countNativeEvents()
