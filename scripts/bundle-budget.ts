// Last build step: prints the gzipped JavaScript the home route loads and the heaviest routes,
// and flags a "/" over its budget or a route module that is not code-split. The build goes on
// (the browser suite, e2e/front-end.spec.ts, and `npm run bench` hold the budget) unless
// BUNDLE_BUDGET_STRICT=1, which makes either a build failure.
import path from 'node:path'
import { HOME_BUDGET_BYTES, kb, measureBuild } from './build/bundle-weight.ts'

const root = path.resolve(import.meta.dirname, '..')
const report = measureBuild(root)
const home = report.home?.totalGzip ?? report.entryGzip

console.log(
  `bundle: start-up (entry, shell, router, Chakra, React) ${kb(report.entryGzip)} gzipped`,
)
console.log(`bundle: "/" loads ${kb(home)} gzipped JavaScript (budget ${kb(HOME_BUDGET_BYTES)})`)
for (const route of report.routes.slice(0, 5))
  console.log(`bundle:   ${route.module}: +${kb(route.ownGzip)} (total ${kb(route.totalGzip)})`)

let failed = false
if (home > HOME_BUDGET_BYTES) {
  console.error(
    `bundle: OVER BUDGET "/" loads ${kb(home)}, over the ${kb(HOME_BUDGET_BYTES)} budget`,
  )
  failed = true
}
if (report.notSplit.length > 0) {
  console.error(`bundle: NOT CODE-SPLIT: route modules: ${report.notSplit.join(', ')}`)
  failed = true
}
if (failed && process.env.BUNDLE_BUDGET_STRICT === '1') process.exit(1)
