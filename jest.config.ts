/** @jest-config-loader esbuild-register */
import os from "node:os"
import type { Config } from "jest"

/** Jest for unit tests (Gatsby's recipe): Babel with babel-preset-gatsby, CSS modules as identity maps. */
const config: Config = {
  testEnvironment: "jsdom",
  // Two workers also on a 2-core machine (Jest's default there is one): the CMS's property test takes a minute alone.
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
  roots: ["<rootDir>"],
  // Unit tests live beside their code in __tests__/; tests/ holds the checks of the repository's own settings.
  testMatch: ["<rootDir>/{src,cms,node,tests}/**/__tests__/**/*.test.{ts,tsx}", "<rootDir>/tests/repository/*.test.ts"],
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/tests/jest/preprocess.js" },
  moduleNameMapper: {
    "\\.module\\.css$": "identity-obj-proxy",
    "\\.css$": "<rootDir>/tests/jest/__mocks__/file-mock.js",
    "\\.(jpg|jpeg|png|svg|webp|avif)$": "<rootDir>/tests/jest/__mocks__/file-mock.js",
  },
  testPathIgnorePatterns: ["/node_modules/", "/.cache/", "/public/", "<rootDir>/.stryker-tmp/"],
  // The sandbox of a mutation run (npm run test:mutation) holds a copy of the project: not part of this one.
  modulePathIgnorePatterns: ["<rootDir>/.stryker-tmp/"],
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link|@emailjs)/)"],
  globals: { __PATH_PREFIX__: "" },
  setupFilesAfterEnv: ["<rootDir>/tests/jest/setup.ts"],
}

export default config
