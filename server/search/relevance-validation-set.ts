// The validation set: a second relevance set, written separately from the first and from the
// content pages, never from the engine's output. Ranking changes are made against
// relevance-set.ts; this set then tells whether they generalise (a change that only helps the
// first set's queries does not move these figures). None of its queries is fixed one by one, but
// the general causes of its misses have been (so relevance-fresh-set.ts is the blinder check). Same kinds, same rules: an
// expected url without `#` is met by any hit on that page; with `#`, by that section only.
// relevance.test.ts holds its own floors; `npm run bench search-relevance` prints its figures.
import { caseOf, type RelevanceCase } from './relevance-set.ts'

const { question: q, keyword: k, typo: t, synonym: s } = caseOf

export const validationSet: RelevanceCase[] = [
  // Questions, as a practitioner would ask a colleague
  q('how fast must we block a compromised account', '/policy/red-button-procedure'),
  q('who can order the red button', '/policy/red-button-procedure#key-features'),
  q('how long can emergency access stay open', '/policy/green-button-procedure#key-features'),
  q('when are accounts of leavers deleted', '/policy/account-disabled-deletion', '/policy/leavers'),
  q('after how many days is an unused account disabled', '/policy/account-disabled-deletion'),
  q('do we ever reuse usernames', '/policy/username'),
  q('what happens to the mailbox when someone leaves', '/operations/offboarding-service'),
  q(
    'how do we avoid privilege creep when people change jobs',
    '/operations/crossboarding-service',
    '/policy/movers',
  ),
  q('who sponsors an external contractor account', '/policy/3rd-party-registration'),
  q('how long can a contractor account stay valid', '/policy/3rd-party-registration#key-features'),
  q('how are display names formatted', '/policy/name-lastname-initials-display'),
  q('can someone change the name colleagues see', '/policy/preferred-name'),
  q('what happens to the old email address after a name change', '/policy/email'),
  q('which HR data do we need before a new employee starts', '/policy/hr', '/policy/joiners'),
  q('how do job codes map to birthright access', '/policy/function-role-type'),
  q('who approves high risk permissions', '/policy/role-permissions-management#key-features'),
  q(
    'how often should privileged access be certified',
    '/policy/role-permissions-management',
    '/tactical/pam-service',
  ),
  q('why must every application be registered in the CMDB', '/policy/asset-management-cmdb'),
  q('how do we merge duplicate identities', '/operations/correction-service', '/policy/correction'),
  q(
    'what does the service desk need to handle access incidents',
    '/operations/incident-management-service',
  ),
  q(
    'how do we record admin sessions',
    '/tactical/pam-service',
    '/introduction/ebooks#session-monitoring-and-recording',
  ),
  q('how do we get rid of standing admin rights', '/tactical/pam-service'),
  q('how do we connect SaaS applications for provisioning', '/tactical/integration-service'),
  q('what are the steps to roll out single sign on', '/tactical/iam-service#implementation-steps'),
  q(
    'which course should a PAM engineer take',
    '/training/cpams',
    '/introduction/courses#ipaml-professional-privileged-access-management',
  ),
  q('how many days is the CIGAE course', '/training/cigae#duration'),
  q('what does the CRCMS certification cost', '/training/crcms#price-per-person'),
  q('who is the CILMP course for', '/training/cilmp#audience'),
  q(
    'is there a training for executives',
    '/#training',
    '/introduction/workshops#executive-strategy-workshop',
  ),
  q('how much is the 5 day implementation package', '/training/5-day-implementation'),
  q('what happens in the first phase of the roadmap', '/implementation-roadmap#rfp-and-readiness'),
  q('how long does the implementation phase take', '/implementation-roadmap#implementation'),
  q('what does HIPAA require for emergency access', '/law-regulations#hipaa'),
  q('which law applies to companies listed in the US', '/law-regulations#sox'),
  q('what does NIS2 say about suppliers', '/law-regulations#nis-directive'),
  q(
    'what is identity threat detection and response',
    '/unified-framework#itdr',
    '/introduction/ebooks#identity-threat-detection-and-response',
  ),
  q('what technologies are in the privileged control layer', '/unified-framework#privileged'),
  q('how do I score my organisation against the framework', '/maturity-assessment'),
  q('what skills does a chief identity officer need', '/ciamo'),
  q('who owns the permissions of a file share', '/asset-management/files'),
  q('how do we govern service accounts and API clients', '/asset-management/services'),
  q('what is a mandate in access management', '/asset-management/mandate-delegate'),
  q('which standards do the policies map to', '/control-mappings'),
  q(
    'where do I discuss PAM tooling with peers',
    '/forum/category/privileged-access',
    '/forum/category/vendors-and-tools',
  ),

  // Keywords and titles
  k('break glass account', '/policy/green-button-procedure', '/tactical/pam-service'),
  k('IST SOLL comparison', '/operations/crossboarding-service', '/policy/movers'),
  k('legal hold', '/policy/account-disabled-deletion'),
  k(
    'birthright access',
    '/policy/function-role-type',
    '/policy/joiners',
    '/operations/onboarding-service',
  ),
  k('segregation of duties matrix', '/policy/role-permissions-management'),
  k('credential vault', '/tactical/pam-service', '/unified-framework#privileged'),
  k('reconciliation', '/tactical/integration-service', '/operations/correction-service'),
  k('CIAMO career path', '/ciamo'),
  k('BiSL information management domains', '/strategic/bisl'),
  k('oscal catalog', '/control-mappings'),
  k(
    'identity lifecycle management',
    '/tactical/iga-identity-governance-administration',
    '/training/cilmp',
  ),
  k('upcoming workshops', '/introduction/workshops'),

  // Typos
  t(
    'segragation of duties',
    '/introduction/ebooks#segregation-of-duties',
    '/policy/role-permissions-management',
  ),
  t(
    'provisoning',
    '/tactical/iam-service',
    '/tactical/integration-service',
    '/operations/onboarding-service',
  ),
  t('recertifcation', '/policy/role-permissions-management', '/tactical/iga-service'),
  t('dormnat accounts', '/policy/account-disabled-deletion'),
  t('contracter registration', '/policy/3rd-party-registration'),
  t('emergancy access', '/policy/green-button-procedure'),
  t(
    'sesion recording',
    '/tactical/pam-service',
    '/introduction/ebooks#session-monitoring-and-recording',
  ),
  t('implementaion roadmap', '/implementation-roadmap'),
  t('displya name', '/policy/name-lastname-initials-display'),
  t('govrnance domains', '/#framework'),

  // Acronyms, spelled-out forms and practitioners' other words
  s(
    'joiner mover leaver process',
    '/policy/joiners',
    '/policy/movers',
    '/policy/leavers',
    '/operations',
    '/tactical/iga-identity-governance-administration',
    '/introduction/ebooks#joiner-mover-leaver-explained',
  ),
  s('IGA platform', '/tactical/iga-identity-governance-administration', '/tactical/iga-service'),
  s(
    'non human identities',
    '/asset-management/services',
    '/introduction/ebooks#secrets-and-machine-identities',
  ),
  s('secrets vault', '/tactical/pam-service'),
  s('termination of employment', '/policy/leavers', '/operations/offboarding-service'),
  s('starter checklist', '/policy/joiners', '/operations/onboarding-service'),
  s('internal transfer', '/policy/movers', '/operations/crossboarding-service'),
  s('supplier staff', '/policy/3rd-party-registration'),
  s(
    'user access review',
    '/tactical/iga-service',
    '/introduction/ebooks#access-certification-campaigns',
    '/policy/role-permissions-management',
  ),
  s(
    'separation of duties',
    '/introduction/ebooks#segregation-of-duties',
    '/policy/role-permissions-management',
  ),
  s(
    'identity threat detection',
    '/unified-framework#itdr',
    '/introduction/ebooks#identity-threat-detection-and-response',
  ),
  s('course fee for CAMA', '/training/cama#price-per-person'),
]
