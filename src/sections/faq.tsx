import { graphql } from "gatsby"
import { Section } from "../components/section"
import { usePageWide } from "../components/page-wide"
import { fillInNodes } from "../shared/text"
import { formatLongDate } from "../shared/eicr-due"
import { faqAnswer } from "./faq-answer"
import * as styles from "./faq.module.css"
import type { SectionProps } from "../shared/sections"

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
      beyondEngland {
        text
        checked
        checkedText
        sources {
          id
          title
          url
        }
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
 * (data/faq.json `law`), each opening in a new tab, and the line on the rules in Wales and Scotland with its own.
 */
export default function Faq({ id, data }: SectionProps<Queries.FaqSectionFragment>) {
  const { business } = usePageWide()
  return (
    <Section id={id} heading={data.heading} intro={data.intro} tone="mist">
      <div className={styles.accordion}>
        {data.items.map((item) => (
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
      <LawSources law={data.law} />
    </Section>
  )
}

type Law = Queries.FaqSectionFragment["law"]

/**
 * "Law checked on 23 November 2026. Sources (England):" and a link to each source (data/faq.json `law`), opening in a
 * new tab, which the link says to screen readers (data/site.json `newTab`); then, where the data has one, the line on
 * the rules beyond England (Wales, Scotland: `law.beyondEngland`) with its own checked date and sources. Server HTML
 * only, like the whole FAQ.
 */
function LawSources({ law }: { law: Law }) {
  const beyond = law.beyondEngland
  return (
    <div className={styles.law}>
      <Checked checked={law.checked} text={law.checkedText} />
      <SourceLinks sources={law.sources} />
      {beyond ? (
        <>
          <p>{beyond.text}</p>
          <Checked checked={beyond.checked} text={beyond.checkedText} />
          <SourceLinks sources={beyond.sources} />
        </>
      ) : null}
    </div>
  )
}

/** A checked-on line: `text` with `{date}` as a `<time>` of `checked` (YYYY-MM-DD), written out. */
function Checked({ checked, text }: { checked: string; text: string }) {
  const date = <time dateTime={checked}>{formatLongDate(checked)}</time>
  return <p>{fillInNodes(text, { date })}</p>
}

/** A list of links to sources, each opening in a new tab that cannot reach back into the page. */
function SourceLinks({ sources }: { sources: Law["sources"] }) {
  const { siteWords } = usePageWide()
  return (
    <ul>
      {sources.map((source) => (
        <li key={source.id}>
          <a href={source.url} target="_blank" rel="noopener noreferrer">
            {source.title}
            <span className="visually-hidden"> {siteWords.newTab}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
