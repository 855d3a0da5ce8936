// One source for shared values: no content module spells out a shared fact in its own words
// (the string literals of every module are parsed and checked), the values agree with the
// standards they follow, and the pages that state a fact build it from the value.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { operationsServices } from './framework/operations.ts'
import { policies } from './policies.ts'
import * as shared from './shared-values.ts'

const contentDir = fileURLToPath(new URL('.', import.meta.url))

/**
 * Modules not checked: the values themselves, the sentence helpers, and the control-mapping
 * catalogue, which quotes the standards' own control texts verbatim (a quotation of PCI DSS
 * 8.2.6 is the standard speaking, not a restatement of the site's rule).
 */
const uncheckedModules = new Set(['shared-values.ts', 'text.ts', 'control-mappings.ts'])

function contentModules(): string[] {
  return readdirSync(contentDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .filter((file) => !uncheckedModules.has(file))
    .sort()
}

/** Where a substitution `${…}` stood in a template literal. */
const hole = '{…}'

/**
 * The prose of a module: every string and template literal, with substitutions replaced by a
 * marker. Module specifiers, property names and literal types are not prose and are skipped.
 */
function proseLiterals(source: string, fileName = 'module.ts'): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return
    if (ts.isLiteralTypeNode(node)) return
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const parent = node.parent
      const isKey =
        (ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent)) && parent.name === node
      if (!isKey) found.push(node.text)
      return
    }
    if (ts.isTemplateExpression(node)) {
      found.push(node.head.text + node.templateSpans.map((s) => hole + s.literal.text).join(''))
      node.templateSpans.forEach((span) => visit(span.expression))
      return
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

const cadenceWords =
  '(?:quarterly|every quarter|twice a year|every (?:three|six|twelve|3|6|12) months|yearly|annually|every year|semi-annual\\w*)'
const reviewWords = '(?:review\\w*|certif\\w*|recertif\\w*|attest\\w*|re-?confirm\\w*)'

/** A shared fact spelled out by hand, and the value in shared-values.ts that states it. */
const guards: { value: string; pattern: RegExp }[] = [
  { value: 'redGreenServiceName', pattern: /RED\/GREEN (?:Button|Action) Service/i },
  {
    value: 'redButton.authorisers / greenButton.authorisers',
    pattern:
      /\b(?:authoris\w*|ordered (?:only )?by|requesters?)\b[^.;]*\b(?:CISO|HR director|legal counsel|SOC|crisis manager|incident manager)\b/i,
  },
  {
    value: 'emergencyTest',
    pattern: new RegExp(
      `\\b(?:test\\w*|exercise\\w*|drill\\w*)\\b[^.;]*\\b${cadenceWords}\\b`,
      'i',
    ),
  },
  {
    value: 'governanceBoard.chair / programmeSponsor',
    pattern: /\bchair\w*\b[^.;]*\b(?:CISO|CIAMO|CIO)\b|\b(?:CISO|CIAMO|CIO)\b[^.;]*\bchair\w*/,
  },
  {
    value: 'certification / roleContentReview / policyReview',
    pattern: new RegExp(
      `\\b${reviewWords}\\b[^.;]*\\b${cadenceWords}\\b|\\b${cadenceWords}\\b[^.;]*\\b${reviewWords}`,
      'i',
    ),
  },
  {
    value: 'moverTriggerAttributes',
    pattern:
      /\bfunction\b[^.;]*,\s*(?:department|manager|location)\b[^.;]*\bor (?:department|manager|location)\b/i,
  },
  {
    value: 'moverTransitionAccess',
    pattern:
      /\bgrace[- ]period\b[^.;]*\b\d+\b|\b\d+\s*(?:calendar |working )?days?\b[^.;]*\bgrace\b/i,
  },
  {
    value: 'dormantAccount / pciDssRules.inactiveAccountDays',
    pattern:
      /\b(?:inactiv\w*|dormant|no sign-in|unused)\b[^.;]*\b\d+\s*days?\b|\b\d+\s*days?\b[^.;]*\b(?:inactiv\w*|dormant)\b/i,
  },
  {
    value: 'disabledAccountRetentionDays',
    pattern: /\b(?:delet\w*|retention)\b[^.;]*\b\d+\s*days\b/i,
  },
  {
    value: 'leaverDates',
    pattern:
      /\bend of the last working day\b|\b(?:disabled?|deprovision\w*)\b[^.;]*\bon the end date\b/i,
  },
  {
    value: 'breakGlass / breakGlassRule',
    pattern: /\bbreak[- ]glass\b[^.;]*\b(?:only through|sealed|dual control|envelopes?)\b/i,
  },
  { value: 'joinerChecks.proofingLevel', pattern: /\bIAL ?2\b/ },
  {
    value: 'greenButton.maxHours',
    pattern: /\b(?:grant\w*|expir\w*|emergency access)\b[^.;]*\b\d+ hours\b/i,
  },
  {
    value: 'standards.pciDss (current version)',
    pattern: /PCI DSS (?:v(?:ersion)? ?)?4\.0(?!\.1)/i,
  },
]

function violations(literals: readonly string[]): string[] {
  return literals.flatMap((text) =>
    guards.filter((g) => g.pattern.test(text)).map((g) => `${g.value}: "${text}"`),
  )
}

describe('shared values are read, not repeated', () => {
  it('finds hand-written copies in prose, and leaves values read from shared-values alone', () => {
    const handWritten = proseLiterals(`
      const a = ['Inactive accounts (no sign-in for 90 days) disabled', 'See the RED/GREEN Button Service']
      const b = \`Access certified quarterly for \${tier}\`
      const c = { 'Role Type': 'Test the procedure twice a year' }`)
    expect(violations(handWritten)).toHaveLength(4)
    const fromValues = proseLiterals(`
      import { dormantAccount } from './shared-values.ts'
      const a = \`Dormant accounts (no sign-in for \${dormantAccount.days} days) disabled\`
      const b = \`Access certified \${certification.highRisk.text}\`
      type Name = 'RED/GREEN Action Service'`)
    expect(violations(fromValues)).toEqual([])
  })

  it.each(contentModules())('%s states no shared value by hand', (file) => {
    const source = readFileSync(join(contentDir, file), 'utf8')
    expect(violations(proseLiterals(source, file))).toEqual([])
  })

  it('every shared value is read by at least one content module', () => {
    const sources = contentModules()
      .map((file) => readFileSync(join(contentDir, file), 'utf8'))
      .join('\n')
    const unused = Object.keys(shared).filter((name) => !new RegExp(`\\b${name}\\b`).test(sources))
    expect(unused).toEqual([])
  })
})

describe('the values agree with the standards they follow', () => {
  it('disables dormant accounts no later than PCI DSS 8.2.6 allows', () => {
    expect(shared.dormantAccount.days).toBe(45)
    expect(shared.dormantAccount.days).toBeLessThanOrEqual(shared.pciDssRules.inactiveAccountDays)
  })

  it('certifies in-scope access at least every six months and privileged access more often', () => {
    expect(shared.certification.pciScope.months).toBeLessThanOrEqual(6)
    expect(shared.certification.highRisk.months).toBeLessThanOrEqual(
      shared.certification.pciScope.months,
    )
    expect(shared.certification.standard.months).toBeLessThanOrEqual(12)
  })

  it('never keeps privileged access for a mover and time-boxes every other exception', () => {
    expect(shared.moverTransitionAccess.never).toBe('privileged access')
    expect(shared.moverTransitionAccess.maxWorkingDays).toBeGreaterThan(0)
    expect(shared.moverTransitionAccess.maxWorkingDays).toBeLessThanOrEqual(10)
  })

  it('cites the current PCI DSS version and the operations service name of the route table', () => {
    expect(shared.standards.pciDss).toBe('PCI DSS v4.0.1')
    expect(operationsServices.map((s) => s.title)).toContain(shared.redGreenServiceName)
  })

  it('writes lists and cadences as running text', () => {
    expect(shared.listOr(['CISO', 'HR director', 'SOC'])).toBe('CISO, HR director or SOC')
    expect(shared.listAnd(['a', 'b'])).toBe('a and b')
    expect(shared.listOr(['only'])).toBe('only')
    expect(shared.certification.highRisk.text).toBe('every quarter')
  })
})

describe('the pages that state a shared fact build it from the value', () => {
  const policy = (title: string) => {
    const found = policies.find((p) => p.title === title)
    if (!found) throw new Error(`no policy ${title}`)
    return [found.description, ...found.features, ...found.implementation, ...found.benefits].join(
      '\n',
    )
  }
  const service = (title: string) => {
    const found = operationsServices.find((s) => s.title === title)
    if (!found) throw new Error(`no service ${title}`)
    return [found.description, ...found.features, ...found.implementation].join('\n')
  }

  it('Account Disabled/Deletion: the dormant threshold, retention and recorded memberships', () => {
    const text = policy('Account Disabled/Deletion')
    expect(text).toContain(`no sign-in for ${shared.dormantAccount.days} days`)
    expect(text).toContain(`Deletion ${shared.disabledAccountRetentionDays} days after disabling`)
    expect(text).toMatch(/exported to the identity record as evidence before they are removed/)
  })

  it('Movers and the Crossboarding Service: one trigger list and one transition rule', () => {
    for (const text of [policy('Movers'), service('Crossboarding Service')]) {
      expect(text).toContain(shared.listOr(shared.moverTriggerAttributes))
      expect(text.toLowerCase()).toContain(shared.moverTransitionRule.toLowerCase())
    }
  })

  it('Leavers: the two dates, rotated secrets and revoked personal credentials', () => {
    const text = policy('Leavers')
    expect(text).toContain(shared.leaverDates.disableAt)
    expect(text).toContain(shared.leaverSecrets.revoke)
    expect(text.toLowerCase()).toContain(shared.leaverSecrets.rotate.toLowerCase())
    expect(text).not.toMatch(/leaving date/)
  })

  it('Joiners: screening and the identity-proofing level', () => {
    const text = policy('Joiners')
    expect(text.toLowerCase()).toContain(shared.joinerChecks.screening.toLowerCase())
    expect(text).toContain(shared.identityProofingRule)
  })

  it('Red Button, Green Button and the emergency service: authorisers, drills, break-glass', () => {
    const red = policy('Red Button Procedure')
    const green = policy('Green Button Procedure')
    const buttons = service(shared.redGreenServiceName)
    expect(red).toContain(shared.listOr(shared.redButton.authorisers))
    expect(buttons).toContain(shared.listOr(shared.redButton.authorisers))
    expect(red).toContain(shared.emergencyTest.text)
    expect(buttons).toContain(shared.emergencyTest.text)
    for (const text of [green, buttons]) {
      expect(text).toContain(shared.breakGlass.worksWhen)
      expect(text).not.toMatch(/only through the PAM vault/)
    }
  })

  it('every deliberate choice names a standard and a reason', () => {
    const choices = [...policies, ...operationsServices].flatMap((e) => e.standardsChoices ?? [])
    expect(choices.length).toBeGreaterThanOrEqual(8)
    for (const choice of choices) {
      expect(choice.follows.length).toBeGreaterThan(5)
      expect(choice.why.length).toBeGreaterThan(40)
    }
  })
})
