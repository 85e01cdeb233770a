import { graphql } from "gatsby"
import { onDemand } from "../enhancement/on-demand"
import { Section } from "../components/section"
import { staticHtml } from "../enhancement/static-html"
import * as styles from "./services.module.css"
import type { SectionProps } from "../shared/sections"
import type { DueToolWords } from "../due-date-tool/due-date-tool"

export const query = graphql`
  fragment ServicesSection on ServicesJson {
    heading
    paragraphs
    durationsHeading
    durations {
      size
      duration
    }
    dueTool {
      heading
      intro
      lastInspection
      propertyType
      types
      typeOption
      hint
      future
      noScript
      due
      overdue
      reminder
      reminderSummary
      reminderDescription
      book
      bookMessage
      bookOverdueMessage
    }
  }
`

type ServicesProps = SectionProps<Queries.ServicesSectionFragment>

/** The words and the test durations: plain HTML, never hydrated. */
const ServicesText = staticHtml(function ServicesText({ data }: Pick<ServicesProps, "data">) {
  return (
    <>
      <div>
        {data.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <div className={styles.card}>
        <h3>{data.durationsHeading}</h3>
        <dl className={styles.durations}>
          {data.durations.map((row) => (
            <div key={row.size}>
              <dt>{row.size}</dt>
              <dd>{row.duration}</dd>
            </div>
          ))}
        </dl>
      </div>
    </>
  )
})

/** The due-date tool: its code is fetched and hydrated only when the visitor reaches or uses it. */
const DueDateTool = onDemand(
  () =>
    import(/* webpackChunkName: "due-date-tool" */ "../due-date-tool/due-date-tool").then(
      (module) => module.DueDateTool,
    ),
  { className: styles.tool },
)

/**
 * What is an EICR (requirements §2 item 7, id `services`, data/services.json), with the test durations of
 * requirements §9 and the tool that works out when the next EICR is due (requirements §10 item 6).
 */
export default function Services({ id, data }: ServicesProps) {
  return (
    <Section id={id} heading={data.heading} tone="mist">
      <div className={styles.grid}>
        <ServicesText data={data} />
        {/* `types` is queried whole (a JSON scalar): check:data makes sure it has the words of each type. */}
        <DueDateTool words={data.dueTool as DueToolWords} />
      </div>
    </Section>
  )
}
