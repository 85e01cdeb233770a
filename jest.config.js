/** Jest for unit tests (Gatsby's recipe): Babel with babel-preset-gatsby, CSS modules as identity maps. */
module.exports = {
  testEnvironment: "jsdom",
  roots: ["<rootDir>"],
  testMatch: ["<rootDir>/{src,scripts}/**/__tests__/**/*.test.{ts,tsx}"],
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  moduleNameMapper: {
    "\\.module\\.css$": "identity-obj-proxy",
    "\\.css$": "<rootDir>/__mocks__/file-mock.js",
    "\\.(jpg|jpeg|png|svg|webp|avif)$": "<rootDir>/__mocks__/file-mock.js",
  },
  testPathIgnorePatterns: ["/node_modules/", "/.cache/", "/public/"],
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link|@emailjs)/)"],
  globals: { __PATH_PREFIX__: "" },
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
}
