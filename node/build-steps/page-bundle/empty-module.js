// Stands in, in the production JavaScript, for code that never runs there (node/build-steps/page-bundle/steps.ts): a
// plugin's gatsby-browser file whose hooks do nothing (a module with no exports gives Gatsby no browser hook to call),
// and Gatsby's service-worker registration when no plugin registers a worker.
