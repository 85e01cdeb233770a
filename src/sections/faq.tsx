import * as React from "react"
import { graphql } from "gatsby"
import { Section } from "../components/section"
import * as styles from "./faq.module.css"

export const query = graphql`
  fragment FaqItem on FaqsJson {
    question
    answer
  }
`

/** Props of {@link Faq}. */
export interface FaqProps {
  heading: string
  intro: string
  /** The 15 questions of data/faqs.json, in order. */
  items: readonly Queries.FaqItemFragment[]
}

/**
 * Frequently asked questions (spec §2 item 11, id `faq`) as a WAI-ARIA accordion: each question is a
 * button inside a heading with `aria-expanded`/`aria-controls`, each answer a labelled region. One answer is
 * open at a time; choosing the open question closes it. Native buttons give Enter and Space for free.
 */
export function Faq({ heading, intro, items }: FaqProps) {
  const [open, setOpen] = React.useState<number | null>(null)
  return (
    <Section id="faq" heading={heading} intro={intro} tone="mist">
      <div className={styles.accordion}>
        {items.map((item, index) => {
          const expanded = open === index
          const buttonId = `faq-question-${index + 1}`
          const panelId = `faq-answer-${index + 1}`
          return (
            <div key={item.question} className={styles.item}>
              <h3 className={styles.heading}>
                <button
                  id={buttonId}
                  type="button"
                  className={styles.button}
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => setOpen(expanded ? null : index)}
                >
                  <span>{item.question}</span>
                  <span className={styles.icon} aria-hidden="true" />
                </button>
              </h3>
              <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.panel} hidden={!expanded}>
                <p>{item.answer}</p>
              </div>
            </div>
          )
        })}
      </div>
    </Section>
  )
}
