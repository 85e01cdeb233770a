/**
 * The e-mails of src/quote-form/email-templates/ rendered as EmailJS renders a template: Mustache, every `{{name}}`
 * HTML-escaped, `{{#name}}…{{/name}}` shown when the value is truthy and `{{^name}}…{{/name}}` when it is not, a value
 * not passed shown as `""`, dot notation into objects (EmailJS, "Dynamic variables in templates",
 * https://www.emailjs.com/docs/user-guide/dynamic-variables-templates/). Unescaped output (`{{{name}}}`, `{{&name}}`),
 * which that page calls unsafe, is refused: every value in these e-mails is typed by a visitor. There is no plain-text
 * body: an EmailJS template has one content field, and as its `{{name}}` is HTML-escaped (`/` as `&#x2F;`, `&` as
 * `&amp;`), a plain-text body would show broken links and entities. The local outbox (local-outbox.ts) saves the
 * owner's e-mail with each enquiry; src/quote-form/__tests__/email-templates.test.ts checks the templates with it.
 */
import fs from "node:fs"
import path from "node:path"
import Mustache from "mustache"
import { ROOT } from "../../paths"

/** The shipped templates' folder. */
export const TEMPLATES_DIR = path.join(ROOT, "src", "quote-form", "email-templates")

/** One e-mail's templates: its subject and its HTML body. */
export interface EmailTemplate {
  subject: string
  html: string
}

/** The two e-mails of an enquiry: the owner's, and the auto-reply to the visitor (`{{from_email}}`). */
export interface EmailTemplates {
  owner: EmailTemplate
  autoReply: EmailTemplate
}

/** A rendered e-mail: its subject on one line and its HTML body. */
export type RenderedEmail = EmailTemplate

/** Finds the tags of `spans` (nested sections included) that write a value unescaped, as `[name, character]`. */
function unescapedTags(spans: Mustache.TemplateSpans): [string, number][] {
  return spans.flatMap((span) => {
    const [type, name, start] = span
    if (type === "&") return [[name, start] as [string, number]]
    const inner = span[4]
    return Array.isArray(inner) ? unescapedTags(inner) : []
  })
}

/**
 * Renders `template` with `params` as EmailJS does (EmailJS, "Dynamic variables in templates": `{{name}}` escaped for
 * HTML, sections for truthy and falsy values, `""` for a value not passed), with Mustache's own HTML escape.
 * @throws Error naming the problem when the template writes a value unescaped (`{{{name}}}` or `{{&name}}`, under any
 *   delimiters), or when Mustache cannot read it (an unclosed tag or section).
 */
export function renderTemplate(template: string, params: Record<string, unknown>): string {
  const literal = /\{\{\s*(?:\{|&)/.exec(template)
  if (literal) {
    throw new Error(
      `Unescaped output is not allowed in an e-mail template: "${literal[0]}" at character ${literal.index}`,
    )
  }
  const found = unescapedTags(Mustache.parse(template))
  if (found.length > 0) {
    const [name, at] = found[0]
    throw new Error(`Unescaped output is not allowed in an e-mail template: "${name}" at character ${at}`)
  }
  return Mustache.render(template, params)
}

const read = (dir: string, name: string) => fs.readFileSync(path.join(dir, name), "utf8")

/**
 * Reads the four templates: `owner-subject.txt`, `owner.html`, `auto-reply-subject.txt` and `auto-reply.html`, each
 * pasted into its EmailJS template's field (EmailJS, "Dynamic variables in templates" names what they may hold).
 * @param dir their folder, {@link TEMPLATES_DIR} by default.
 * @throws the file system's error when one is missing.
 */
export function readEmailTemplates(dir: string = TEMPLATES_DIR): EmailTemplates {
  const one = (stem: string): EmailTemplate => ({
    subject: read(dir, `${stem}-subject.txt`),
    html: read(dir, `${stem}.html`),
  })
  return { owner: one("owner"), autoReply: one("auto-reply") }
}

/**
 * Renders one e-mail's templates with `params` ({@link renderTemplate}); the subject on one line, its spaces and line
 * ends run together, as an EmailJS subject field is one line.
 */
export function renderEmail(template: EmailTemplate, params: Record<string, unknown>): RenderedEmail {
  return {
    subject: renderTemplate(template.subject, params).replace(/\s+/g, " ").trim(),
    html: renderTemplate(template.html, params),
  }
}

/**
 * The owner's e-mail of an enquiry, as EmailJS would send it (EmailJS, "Dynamic variables in templates").
 * @param params the request's `template_params`: the five fields, `update_of`, src/quote-form/owner-email.ts's parameters.
 * @param templates the templates, read from {@link TEMPLATES_DIR} by default.
 */
export function renderOwnerEmail(
  params: Record<string, unknown>,
  templates: EmailTemplates = readEmailTemplates(),
): RenderedEmail {
  return renderEmail(templates.owner, params)
}

/**
 * `html` with `title` as its document's `<title>`: the template's title replaced, or one added at the start of its
 * `<head>` (or of the document, when it has none).
 * @param title HTML text, already escaped (a rendered subject is).
 */
export function withTitle(html: string, title: string): string {
  const element = `<title>${title}</title>`
  if (/<title[\s>]/i.test(html)) return html.replace(/<title[\s>][\s\S]*?<\/title\s*>/i, () => element)
  if (/<head[\s>]/i.test(html)) return html.replace(/<head(?:\s[^>]*)?>/i, (head) => `${head}${element}`)
  return `${element}\n${html}`
}
