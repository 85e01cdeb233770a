/** One entry of a menu of data/site.json `menus`: the section it leads to (an id of src/shared/sections.ts). */
export interface SectionLink {
  section: string
  label: string
}

/**
 * The items of an in-page menu (the header's, the contents menu's, the contact section's quick links): a list item with a link
 * to `#section` per entry, in the data's order. The list element around them is the menu's own.
 */
export function SectionLinks({ links }: { links: readonly SectionLink[] }) {
  return (
    <>
      {links.map((link) => (
        <li key={link.section}>
          <a href={`#${link.section}`}>{link.label}</a>
        </li>
      ))}
    </>
  )
}
