/** The reply page's inline script (compiled by node/build-steps/page-bundle/head-script.ts `replyScript`). */
import { startReplyPage } from "./reply-page"

startReplyPage(document)
