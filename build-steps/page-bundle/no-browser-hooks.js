// Stands in, in the production JavaScript, for a plugin's gatsby-browser file whose hooks do nothing there
// (build-steps/page-bundle/steps.ts): a module with no exports gives Gatsby no browser hook to call.
