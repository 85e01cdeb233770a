/**
 * The HTML popover attributes (HTML Living Standard, "The popover attribute"). React 18 passes unknown lowercase
 * attributes through to the DOM as written, but its types do not list these yet.
 */
import "react"

declare module "react" {
  interface HTMLAttributes<T> {
    /** Makes the element a popover: hidden until shown; `auto` adds Escape and light dismiss. */
    popover?: "" | "auto" | "manual"
  }
  interface ButtonHTMLAttributes<T> {
    /** Id of the popover this button shows and hides (with `popovertargetaction`, default `toggle`). */
    popovertarget?: string
    popovertargetaction?: "toggle" | "show" | "hide"
  }
}
