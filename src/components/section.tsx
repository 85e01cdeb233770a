import * as React from "react"
import * as styles from "./section.module.css"

/** Props of {@link Section}, the frame every section of src/shared/sections.ts but the contact footer sits in. */
export interface SectionFrameProps {
  /** The section's id, the target of in-page links (requirements §2), e.g. `"about"`. */
  id: string
  heading: string
  intro?: string
  /** `"mist"` gives the section a tinted background to separate it from its neighbours. */
  tone?: "plain" | "mist"
  children: React.ReactNode
}

/** A page section: a landmark labelled by its own `<h2>`, with the content width limited for reading. */
export function Section({ id, heading, intro, tone = "plain", children }: SectionFrameProps) {
  const headingId = `${id}-heading`
  return (
    <section id={id} aria-labelledby={headingId} className={tone === "mist" ? styles.mist : styles.plain}>
      <div className={styles.inner}>
        <h2 id={headingId}>{heading}</h2>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
        {children}
      </div>
    </section>
  )
}
