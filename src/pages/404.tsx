import { Link, type HeadFC } from "gatsby"
import { Seo } from "../components/seo"
import * as buttons from "../styles/buttons.module.css"
import "../styles/global.css"
import * as styles from "./404.module.css"

/** The not-found page: a way back to the prices, a quote or a call, in the site's style. */
export default function NotFoundPage() {
  return (
    <main id="main" className={styles.page}>
      <div className={styles.card}>
        <p className={styles.code}>404</p>
        <h1>Sorry, we cannot find that page</h1>
        <p>The page may have moved. Everything about our EICR service, from prices to booking, is on one page.</p>
        <p className={styles.actions}>
          <Link className={buttons.primary} to="/">
            Go to the home page
          </Link>
          <Link className={buttons.outline} to="/#pricing">
            See our prices
          </Link>
          <Link className={buttons.outline} to="/#contact">
            Ask for a quote
          </Link>
        </p>
      </div>
    </main>
  )
}

export const Head: HeadFC = () => <Seo title="Page not found | EICR certificates in Kent" pathname="/404/" noindex />
