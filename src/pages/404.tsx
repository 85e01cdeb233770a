import { type HeadFC } from "gatsby"
import { Seo } from "../components/seo"
import "../styles/global.css"

/** The not-found page: a way back to the site and to a quote, in the site's style. */
export default function NotFoundPage() {
  return (
    <main id="main" style={{ maxWidth: 640, margin: "0 auto", padding: "80px 20px", textAlign: "center" }}>
      <h1>Sorry, we cannot find that page</h1>
      <p>The page may have moved. Everything about our EICR service is on our home page.</p>
      <p>
        <a href="/">Go to the home page</a> · <a href="/#pricing">See our prices</a> ·{" "}
        <a href="/#contact">Ask for a quote</a>
      </p>
    </main>
  )
}

export const Head: HeadFC = () => <Seo title="Page not found | EICR certificates in Kent" pathname="/404/" noindex />
