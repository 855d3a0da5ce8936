// Zod as the browser code imports it. Zod compiles object parsers with `new Function` when the
// page allows it, and finds out by trying once; the site's Content-Security-Policy forbids
// eval, so that probe is a CSP violation the browser logs as an error on every page that
// parses a form or a shared link. Jitless parsers never try. Every module that ships to the
// browser imports z from here (an ESLint rule says so), so the setting is made before any
// schema parses.
import { z } from 'zod'

z.config({ jitless: true })

export { z }
