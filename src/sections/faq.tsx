import { graphql } from "gatsby"
import { Section } from "../components/section"
import { useSite } from "../site"
import { fillInNodes } from "../text"
import { formatLongDate } from "../tools/eicr-due"
import { faqAnswer } from "./faq-answer"
import * as styles from "./faq.module.css"

export const query = graphql`
  fragment FaqSection on FaqJson {
    heading
    intro
    law {
      checked
      checkedText
      sources {
        id
        title
        url
      }
    }
    items {
      question
      answer
    }
  }
`

/** The `name` shared by the answers' `<details>`, which makes them an exclusive group. */
export const FAQ_GROUP = "faq"

/**
 * Frequently asked questions (requirements §2 item 11, id `faq`) as an exclusive accordion built from the platform:
 * each item is a `<details>` sharing one `name`, so the browser keeps one answer open at a time and closes the
 * open one when its question is chosen again, with Enter and Space, with no script at all (HTML Living
 * Standard, the details element). Each question is an `<h3>` inside its `<summary>`, so screen-reader users
 * can move between questions by heading; the summary announces itself as expanded or collapsed.
 * The questions and answers are data/faq.json; an answer names facts of data/business.json by placeholder ({@link faqAnswer}).
 * Under the questions, once: the day the answers that state the law were last checked and links to their sources
 * (data/faq.json `law`), each opening in a new tab.
 */
export function Faq({ content }: { content: Queries.FaqSectionFragment }) {
  const { business } = useSite()
  return (
    <Section id="faq" heading={content.heading} intro={content.intro} tone="mist">
      <div className={styles.accordion}>
        {content.items.map((item) => (
          <details key={item.question} name={FAQ_GROUP} className={styles.item}>
            <summary className={styles.summary}>
              <h3 className={styles.heading}>{item.question}</h3>
              <span className={styles.icon} aria-hidden="true" />
            </summary>
            <div className={styles.panel}>
              <p>{faqAnswer(item.answer, business)}</p>
            </div>
          </details>
        ))}
      </div>
      <LawSources law={content.law} />
    </Section>
  )
}

/**
 * "Law checked on 23 November 2026. Sources (England):" and a link to each source (data/faq.json `law`), opening in a
 * new tab, which the link says to screen readers (data/site.json `newTab`). Server HTML only, like the whole FAQ.
 */
function LawSources({ law }: { law: Queries.FaqSectionFragment["law"] }) {
  const { text } = useSite()
  const date = <time dateTime={law.checked}>{formatLongDate(law.checked)}</time>
  return (
    <div className={styles.law}>
      <p>{fillInNodes(law.checkedText, { date })}</p>
      <ul>
        {law.sources.map((source) => (
          <li key={source.id}>
            <a href={source.url} target="_blank" rel="noopener noreferrer">
              {source.title}
              <span className="visually-hidden"> {text.newTab}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
