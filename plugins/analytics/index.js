// A Gatsby plugin needs an entry file; this one's work is in gatsby-node.ts.
