/** In-page links, one list per menu (spec §2). Each `href` is the id of a section on the page. */
export interface NavLink {
  label: string
  href: `#${string}`
}

/** Header navigation (spec §2 item 1). */
export const HEADER_LINKS: readonly NavLink[] = [
  { label: "About", href: "#about" },
  { label: "Services", href: "#services" },
  { label: "Pricing", href: "#pricing" },
  { label: "FAQ", href: "#faq" },
  { label: "Contact", href: "#contact" },
]

/** Floating contents menu entries, with the exact labels of spec §2 item 5. */
export const CONTENTS_LINKS: readonly NavLink[] = [
  { label: "Who We Are", href: "#about" },
  { label: "What is an EICR?", href: "#services" },
  { label: "Why Choose Us?", href: "#why-choose-us" },
  { label: "EICR Process", href: "#process" },
  { label: "Customer Reviews", href: "#reviews" },
  { label: "Frequently Asked Questions", href: "#faq" },
  { label: "Our Location", href: "#map" },
  { label: "Nearby Attractions", href: "#attractions" },
  { label: "Contact Us", href: "#contact" },
]

/** Footer quick links (spec §2 item 14). */
export const QUICK_LINKS: readonly NavLink[] = [
  { label: "About Us", href: "#about" },
  { label: "Services", href: "#services" },
  { label: "Pricing", href: "#pricing" },
  { label: "Process", href: "#process" },
  { label: "FAQ", href: "#faq" },
  { label: "Reviews", href: "#reviews" },
]
