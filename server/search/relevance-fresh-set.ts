// The fresh set: a third relevance set, written in one sitting from the content pages (their
// headings, anchors and facts) before its queries were ever run, and measured blind as written.
// It stands in for the held-out queries the site is judged on: a change to matching or ranking
// must not lower it, and its queries are never fixed one by one. Same kinds, same rules as the
// other sets: an expected url without `#` is met by any hit on that page; with `#`, by that
// section only. relevance.test.ts holds its own floors; `npm run bench search-relevance` prints
// its figures.
import { caseOf, type RelevanceCase } from './relevance-set.ts'

const { question: q, keyword: k, typo: t, synonym: s } = caseOf

export const freshSet: RelevanceCase[] = [
  // Questions: prices, durations and audiences of the offerings
  q('how much does the CIAMP course cost', '/training/ciamp#price-per-person'),
  q('what is the in-house price for CPAMS', '/training/cpams#price-per-person'),
  q('how long is the CAMA training', '/training/cama#duration'),
  q('who is the CAMA course meant for', '/training/cama#audience'),
  q('what topics does the CPAMS course cover', '/training/cpams#course-content'),
  q('what do I get out of the CRCMS certification', '/training/crcms#benefits'),
  q('how much is a one day assessment by your consultants', '/training/1-day-assessment'),
  q('does the full service consultancy include vendor selection', '/training/20-day-full-service'),
  q('is there an awareness session for board members', '/#training'),
  // Questions: who approves, orders or owns what
  q(
    'who is allowed to order the red button',
    '/policy/red-button-procedure#key-features',
    '/operations/red-green-action-service',
  ),
  q(
    'who can authorise the green button',
    '/policy/green-button-procedure#key-features',
    '/operations/red-green-action-service',
  ),
  q(
    'who approves hand-over access when someone moves to another department',
    '/policy/movers',
    '/operations/crossboarding-service',
  ),
  q('who decides what access a role type contains', '/policy/function-role-type'),
  q('who has to sponsor a consultant account', '/policy/3rd-party-registration'),
  q('who owns a shared mailbox', '/policy/email', '/asset-management/mailboxes'),
  q('who chairs the IAM governance board', '/ciamo', '/strategic/role-model'),
  // Questions: what a policy requires
  q('after how long is an inactive account disabled', '/policy/account-disabled-deletion'),
  q(
    'how long do we keep a disabled account before deleting it',
    '/policy/account-disabled-deletion#key-features',
  ),
  q('how quickly must the red button block everything', '/policy/red-button-procedure'),
  q('how long does green button access last', '/policy/green-button-procedure'),
  q('is a change of manager a move', '/policy/movers', '/operations/crossboarding-service'),
  q('how far in advance must HR register a new hire', '/policy/hr'),
  q('what prefix do privileged accounts get in their username', '/policy/username'),
  q('can an old email address be given to a new employee', '/policy/email'),
  q('what happens when a job code is not mapped to a role type', '/policy/function-role-type'),
  q('how long can a third party end date be', '/policy/3rd-party-registration#key-features'),
  q('what do we do with SSH keys of people who leave', '/policy/leavers'),
  q('how are hyphenated surnames displayed', '/policy/name-lastname-initials-display'),
  q('can employees pick the first name colleagues see', '/policy/preferred-name'),
  q('how often are privileged accounts recertified', '/policy/role-permissions-management'),
  // Questions: how a service works
  q('what triggers the correction service', '/operations/correction-service'),
  q('what is prepared before a new starter arrives', '/operations/onboarding-service'),
  q('how does offboarding work step by step', '/operations/offboarding-service', '/policy/leavers'),
  q(
    'what does the service desk do with an access incident',
    '/operations/incident-management-service',
  ),
  q('how do we compare current and target access for a mover', '/operations/crossboarding-service'),
  q('which integration patterns connect target systems', '/tactical/integration-service'),
  // Questions: regulations
  q('how big can GDPR fines get', '/law-regulations#gdpr'),
  q(
    'within how many hours must a breach be reported',
    '/law-regulations#gdpr',
    '/law-regulations#nis-directive',
  ),
  q(
    'how often does PCI DSS require user access reviews',
    '/law-regulations#pci-dss',
    '/policy/role-permissions-management',
  ),
  q('which companies fall under CCPA', '/law-regulations#ccpa'),
  q('what is the Canadian privacy law', '/law-regulations#pipeda'),
  q('what does ISO 27001 say about privileged access', '/law-regulations#iso-27001'),
  // Questions: maturity and the roadmap
  q('what does maturity level 3 mean', '/maturity-assessment#level-3'),
  q('what is the highest maturity level', '/maturity-assessment#level-5'),
  q(
    'what is assessed for risk management at the tactical layer',
    '/maturity-assessment#cell-tactical-risk-management',
  ),
  q('how many weeks is the operationalization phase', '/implementation-roadmap#operationalization'),
  q(
    'what does the whole implementation cost',
    '/implementation-roadmap',
    '/training/20-day-full-service',
  ),
  q('what are the career levels of a CIAMO', '/ciamo'),
  q('what is the difference between business roles and application roles', '/strategic/role-model'),

  // Keywords and titles
  k('toxic combinations', '/policy/role-permissions-management'),
  k('quarantine container', '/policy/account-disabled-deletion'),
  k('welcome pack', '/operations/onboarding-service'),
  k('vendor scoring matrix', '/implementation-roadmap#rfp-and-readiness'),
  k('transliteration', '/policy/name-lastname-initials-display', '/policy/username'),
  k('retroactive review', '/policy/green-button-procedure'),
  k('identity warehouse', '/training/cigae'),
  k('ePHI', '/law-regulations#hipaa'),
  k('passkeys', '/training/cama'),
  k(
    'hypercare',
    '/implementation-roadmap#operationalization',
    '/introduction/consultancy#implementation-support',
  ),
  k('mandate delegation', '/asset-management/mandate-delegate'),
  k('standard change', '/controls/change-enablement', '/strategic/itil-v4-integration'),

  // Typos
  t('crossbording service', '/operations/crossboarding-service'),
  t('offbaording', '/operations/offboarding-service', '/policy/leavers'),
  t('prefered name', '/policy/preferred-name'),
  t('maturty levels', '/maturity-assessment'),
  t('regulatons', '/law-regulations'),
  t('privilaged acess management', '/tactical/pam-service', '/unified-framework#pam'),
  t('HIPPA', '/law-regulations#hipaa'),
  t('sarbanes oxly', '/law-regulations#sox'),
  t(
    'reconcilation',
    '/operations/correction-service',
    '/tactical/integration-service',
    '/policy/correction',
  ),
  t('usrname format', '/policy/username'),
  t('certifcation campaigns', '/policy/role-permissions-management', '/tactical/iga-service'),

  // Acronyms, spelled-out forms and practitioners' other words
  s('new hire checklist', '/policy/joiners', '/operations/onboarding-service'),
  s('terminated employee access removal', '/policy/leavers', '/operations/offboarding-service'),
  s('staff changing jobs internally', '/policy/movers', '/operations/crossboarding-service'),
  s(
    'kill switch for a compromised account',
    '/policy/red-button-procedure',
    '/operations/red-green-action-service',
  ),
  s('firecall account', '/policy/green-button-procedure', '/tactical/pam-service'),
  s('supplier accounts', '/policy/3rd-party-registration'),
  s('Sarbanes-Oxley', '/law-regulations#sox'),
  s('zero standing privileges', '/tactical/pam-service', '/training/cpams'),
  s('chief identity officer', '/ciamo'),
  s('IVIP', '/unified-framework#ivip'),
  s('EU cybersecurity directive', '/law-regulations#nis-directive'),
  s('just enough privilege', '/training/cpams', '/tactical/pam-service'),
  s('entitlement review', '/policy/role-permissions-management', '/tactical/iga-service'),
]
