import "@testing-library/jest-dom"
import { TextDecoder, TextEncoder } from "node:util"

// jsdom lacks these; React's server renderer (used to test hydration of server HTML) needs them.
Object.assign(globalThis, { TextEncoder, TextDecoder })
