import type { GatsbyConfig } from "gatsby"
import path from "node:path"

/**
 * Public address of the published site, without a trailing slash (env `SITE_URL`).
 * Used for the canonical URL, Open Graph image URLs and the sitemap.
 */
const siteUrl = (process.env.SITE_URL || "https://www.example.com").replace(/\/+$/, "")

/** "why-choose-us" → "WhyChooseUs". */
function pascalCase(name: string): string {
  return name.replace(/(^|[-_\s]+)(\w)/g, (_, __, letter: string) => letter.toUpperCase())
}

const config: GatsbyConfig = {
  siteMetadata: {
    title: "EICR Certificates in Ashford & Kent from £89 | Ashford EICR Services",
    description:
      "Landlord, homeowner and commercial EICR certificates in Ashford, Canterbury, Folkestone, Dover, Maidstone and across Kent. From £89, next-day appointments, reply within 1 hour.",
    siteUrl,
  },
  // Set PATH_PREFIX (e.g. /my-repo) when the site is published below a sub-path, as on a GitHub project page.
  pathPrefix: process.env.PATH_PREFIX || "",
  jsxRuntime: "automatic",
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  trailingSlash: "always",
  plugins: [
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-sharp",
      options: { defaults: { formats: ["auto", "avif", "webp"], quality: 70, placeholder: "dominantColor" } },
    },
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "data", path: path.resolve(__dirname, "data"), ignore: ["**/schemas/**"] },
    },
    {
      resolve: "gatsby-transformer-json",
      // One type per file, named after the file (business.json → BusinessJson), for lists and single objects
      // alike; by default a single object would be named after its folder.
      options: { typeName: ({ node }: { node: { name: string } }) => `${pascalCase(node.name)}Json` },
    },
  ],
}

export default config
