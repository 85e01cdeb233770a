/** Gatsby in unit tests: queries run at build time, so `graphql` is inert; `useStaticQuery` is a jest.fn. */
const React = require("react")
const gatsby = jest.requireActual("gatsby")

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link: jest.fn(({ to, activeClassName, activeStyle, getProps, innerRef, partiallyActive, ref, replace, ...rest }) =>
    React.createElement("a", { ...rest, href: to }),
  ),
  Slice: jest.fn(),
  StaticQuery: jest.fn(),
  useStaticQuery: jest.fn(),
}
