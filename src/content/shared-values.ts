// Facts that more than one page states: who may order the Red Button, how often access is
// certified, when dormant accounts are disabled, which HR changes make a move, the name of the
// emergency service, the standards the rules follow. Each is defined here once; content modules
// build their sentences from these values, and shared-values.test.ts fails when a content module
// spells one of them out by hand.

/** Versions of the standards the content cites. */
export const standards = {
  pciDss: 'PCI DSS v4.0.1',
  cisControls: 'CIS Controls v8.1',
  nistCsf: 'NIST CSF 2.0',
  nist80053: 'NIST SP 800-53 Rev. 5',
  nistIdentityProofing: 'NIST SP 800-63A-4',
  iso27001: 'ISO/IEC 27001:2022',
} as const

/** How often something recurs, with the adverbial phrase that reads it in a sentence. */
export interface Cadence {
  months: 3 | 6 | 12
  /** e.g. "every quarter", used as "reviewed every quarter". */
  text: string
}

const cadenceText: Record<Cadence['months'], string> = {
  3: 'every quarter',
  6: 'every six months',
  12: 'every year',
}

function cadence(months: Cadence['months']): Cadence {
  return { months, text: cadenceText[months] }
}

/** "a, b or c": a list of alternatives in running text. */
export function listOr(items: readonly string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`
}

/** "a, b and c": a list of items in running text. */
export function listAnd(items: readonly string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}

/** The payment-card rules the site quotes and aligns with. */
export const pciDssRules = {
  /** Requirement 7.2.4: all user accounts and their privileges reviewed at least this often. */
  accessReview: cadence(6),
  /** Requirement 8.2.6: inactive user accounts removed or disabled within this many days. */
  inactiveAccountDays: 90,
} as const

/**
 * Access certification by risk tier. Privileged access is certified more often than PCI DSS
 * demands; everything in the cardholder data environment follows Requirement 7.2.4; other
 * standard access follows the yearly minimum that ISO/IEC 27001 A.5.18 leaves to risk.
 */
export const certification = {
  /** Privileged, high-risk and third-party access. */
  highRisk: cadence(3),
  /** Every account with access to systems in PCI DSS scope. */
  pciScope: pciDssRules.accessReview,
  /** All other access. */
  standard: cadence(12),
} as const

/** The certification rule as one sentence fragment, read by every page that states it. */
export const certificationRule = `privileged, high-risk and third-party access ${certification.highRisk.text}, every account with access to systems in ${standards.pciDss} scope ${certification.pciScope.text} (Requirement 7.2.4), and all other access ${certification.standard.text}`

/** How long an IPAML certificate is valid before recertification. */
export const certificateValidityYears = 3

/** Review of role and role-type content (not of who holds the role: see certification). */
export const roleContentReview = cadence(12)

/** Review of the policy set itself. */
export const policyReview = cadence(12)

/** CIS Controls v8.1 Safeguard 5.3: dormant accounts disabled after this many days. */
export const dormantAccount = { days: 45 } as const

/** A disabled account is deleted after this retention period unless a legal hold applies. */
export const disabledAccountRetentionDays = 90

/** The two dates of a leaver, defined once so every page uses them the same way. */
export const leaverDates = {
  endDate: {
    term: 'end date',
    definition:
      'the date the employment or contract ends, as recorded in HR; recording it triggers the Leaver process',
  },
  lastWorkingDay: {
    term: 'last working day',
    definition:
      'the last day the person actually works, recorded by HR with the end date; it can fall before the end date (garden leave, untaken holiday) but never after it',
  },
  /** When accounts are disabled. */
  disableAt: 'at the end of the last working day',
} as const

/** HR attributes whose change makes a move (Crossboarding). */
export const moverTriggerAttributes = ['HR function (job code)', 'department', 'location'] as const

/** What a change of manager alone does: it is not a move. */
export const managerChangeRule =
  'a change of manager alone re-routes approvals and reviews but is not a move'

/**
 * CIS Controls v8.1 Safeguard 6.2 revokes access on a role change. Old access therefore ends
 * on the effective date; hand-over access is an exception, approved and limited in time.
 */
export const moverTransitionAccess = {
  maxWorkingDays: 10,
  approvers: ['the new manager', 'the owner of the access'],
  never: 'privileged access',
} as const

export const moverTransitionRule = `old access ends on the effective date of the move; hand-over access is an exception approved by ${listAnd(moverTransitionAccess.approvers)}, limited to named entitlements for at most ${moverTransitionAccess.maxWorkingDays} working days and never granted for ${moverTransitionAccess.never}`

/** The operations service that runs the RED and GREEN buttons. */
export const redGreenServiceName = 'RED/GREEN Action Service'

/** The body that decides on identity policy and exceptions, and who chairs it. */
export const governanceBoard = {
  name: 'IAM governance board',
  chair: 'CIAMO',
} as const

/** Who may order the RED button; the IAM operations team or the SOC executes the order. */
export const redButton = {
  authorisers: ['CISO', 'HR director', 'security incident manager on duty'],
  executors: 'the IAM operations team, or the SOC out of office hours',
  targetMinutes: 15,
} as const

/** Who may order the GREEN button, and how long its access lasts. */
export const greenButton = {
  authorisers: ['crisis manager', 'CISO', 'service owner on duty'],
  maxHours: 72,
  retroactiveReview: 'within one working day',
} as const

/** Both buttons and the break-glass accounts are exercised together, this often. */
export const emergencyTest = cadence(3)

/**
 * Break-glass accounts must work exactly when the PAM vault or the identity provider does not,
 * so their credentials are also held offline.
 */
export const breakGlass = {
  worksWhen: 'the PAM vault or the identity provider is down',
  storage:
    'split passwords in sealed envelopes kept in two separate safes (dual control), plus a copy in the PAM vault for use while it is available',
  monitoring: 'every sign-in alerts the SOC',
  afterUse: `the password is rotated and the use reviewed by the ${governanceBoard.name}`,
  /** The short form, for lists of technologies. */
  summary: 'sealed offline credentials',
} as const

export const breakGlassRule = `break-glass accounts work when ${breakGlass.worksWhen}: ${breakGlass.storage}; ${breakGlass.monitoring}, and after each use ${breakGlass.afterUse}`

/** The executive who sponsors the IAM programme and chairs its steering committee. */
export const programmeSponsor = 'executive sponsor (CISO or CIO)'

/** Joiners: checks before the first working day. */
export const joinerChecks = {
  screening:
    'pre-hire screening by HR (identity, right to work, references and, for sensitive functions, background checks) completed before accounts are activated',
  proofingLevel: 'IAL2',
  proofingStandard: standards.nistIdentityProofing,
  hrLeadWorkingDays: 5,
} as const

export const identityProofingRule = `identity proofed at ${joinerChecks.proofingLevel} (${joinerChecks.proofingStandard}) before credentials and MFA are issued`

/** What a leaver loses beyond accounts: secrets they knew and credentials they hold. */
export const leaverSecrets = {
  rotate:
    'shared, service-account and break-glass passwords and API keys the person knew are rotated',
  revoke: 'personal access tokens, SSH keys and OAuth grants are revoked',
} as const

/** A rule that deliberately follows one standard, and why: shown on the page that states it. */
export interface StandardsChoice {
  rule: string
  follows: string
  why: string
}
