// The blind set: a fourth relevance set, written from the content alone (the searchable documents'
// titles, sections and facts) by someone who had seen neither the engine's answers, nor the other
// sets, nor the thesaurus, and measured before any change was made with it in view. Like the
// fresh set it stands in for the held-out queries the site is judged on; its queries are never
// fixed one by one. Four queries it had in common with the other sets were left out. Same kinds,
// same rules as the other sets: an expected url without `#` is met by any hit on that page; with
// `#`, by that section only. relevance.test.ts holds its own floors; `npm run bench
// search-relevance` prints its figures.
import { caseOf, type RelevanceCase } from './relevance-set.ts'

const { question: q, keyword: k, typo: t, synonym: s } = caseOf

export const blindSet: RelevanceCase[] = [
  // Questions, as a practitioner asks a colleague
  q(
    'how long do disabled accounts stay before they get deleted',
    '/policy/account-disabled-deletion#key-features',
  ),
  q(
    'after how many days without a login is an account switched off automatically',
    '/policy/account-disabled-deletion#key-features',
    '/law-regulations#pci-dss',
  ),
  q(
    "who can order an immediate block of someone's access",
    '/policy/red-button-procedure#key-features',
    '/operations/red-green-action-service#key-features',
  ),
  q(
    'how quickly must a compromised user be locked out everywhere',
    '/policy/red-button-procedure#key-features',
  ),
  q(
    'how often do admin rights need to be recertified',
    '/policy/role-permissions-management#key-features',
    '/tactical/pam-service#implementation-steps',
    '/controls/role-type#items',
  ),
  q(
    'how often must we review user access to the cardholder data environment',
    '/law-regulations#pci-dss',
    '/policy/role-permissions-management#key-features',
    '/policy/role-permissions-management#standards-choices',
  ),
  q(
    'what is the longest end date we can give an external consultant',
    '/policy/3rd-party-registration#key-features',
    '/forum/post/22',
  ),
  q(
    'how long can someone keep their old access after changing jobs internally',
    '/policy/movers#key-features',
    '/operations/crossboarding-service#key-features',
  ),
  q(
    'does getting a new line manager trigger the mover process',
    '/controls/trigger#items',
    '/policy/movers#key-features',
    '/operations/crossboarding-service#key-features',
  ),
  q(
    'how many days before the start date should HR enter a new employee',
    '/policy/hr#key-features',
  ),
  q(
    'where do we keep emergency admin passwords when the vault is down',
    '/policy/green-button-procedure#key-features',
    '/tactical/pam-service#key-features',
    '/operations/red-green-action-service#key-features',
  ),
  q(
    'how long does emergency access granted in a crisis stay active',
    '/policy/green-button-procedure#key-features',
  ),
  q(
    'what identity proofing level do new staff need before they get MFA',
    '/policy/joiners#key-features',
  ),
  q(
    "can we give a former employee's username to a new person",
    '/policy/username#key-features',
    '/policy/account-disabled-deletion#key-features',
  ),
  q(
    'what prefix should privileged and service accounts get',
    '/policy/username#key-features',
    '/forum/post/41',
  ),
  q(
    'how should surname prefixes like van and de be handled in names',
    '/policy/name-lastname-initials-display#key-features',
  ),
  q(
    'what happens to the old email address when someone changes their name',
    '/policy/email#key-features',
  ),
  q(
    'which passwords and keys should be rotated when an admin leaves the company',
    '/policy/leavers#key-features',
    '/operations/offboarding-service#key-features',
  ),
  q(
    'how do we merge two identity records for the same person',
    '/policy/correction#key-features',
    '/operations/correction-service#key-features',
  ),
  q(
    'how much does the PAM specialist certification cost',
    '/training/cpams#price-per-person',
    '/introduction/courses#ipaml-professional-privileged-access-management',
  ),
  q('how many days is the CIAMP course', '/training/ciamp#duration'),
  q(
    'which certification is aimed at auditors and compliance officers',
    '/training/crcms#audience',
    '/training/cigae#audience',
  ),
  q('what does the one day assessment cost', '/training/1-day-assessment'),
  q(
    'how many questions are in the foundation exam',
    '/introduction/courses#ipaml-foundation-certification',
  ),
  q('how is the overall maturity score calculated', '/maturity-assessment#framework-levels'),
  q(
    'within how many hours must a personal data breach be reported in the EU',
    '/law-regulations#gdpr',
  ),
  q(
    'how long does the design phase of an IAM rollout take',
    '/implementation-roadmap#architecture-and-design',
    '/strategic/program-management#phases',
  ),
  q(
    'what should be on the agenda of the identity governance board',
    '/strategic/general-governance#key-features',
  ),
  q(
    'which protocols should new applications support to integrate with IAM',
    '/strategic/architecture-management#key-features',
    '/tactical/integration-service#key-features',
  ),
  q(
    'which integration pattern is best for fast joiner and leaver processing',
    '/strategic/data-model',
    '/tactical/integration-service',
  ),
  q('how many items per reviewer before managers start rubber stamping', '/forum/post/12'),
  q('how long should privileged session videos be retained', '/forum/post/8'),
  q('can service accounts be used to log in interactively', '/asset-management/services'),
  q('can I advertise my product on the forum', '/forum/guidelines'),
  q(
    'do you have a business case template for a bank',
    '/introduction/case-builder#financial-services-compliance',
  ),
  // Keywords and titles
  k(
    'dormant accounts 45 days',
    '/policy/account-disabled-deletion#key-features',
    '/policy/account-disabled-deletion#standards-choices',
  ),
  k('legal hold deletion', '/policy/account-disabled-deletion'),
  k(
    'IST SOLL',
    '/operations/crossboarding-service',
    '/policy/movers',
    '/controls/change-enablement#items',
  ),
  k(
    'birthright access job code',
    '/policy/function-role-type',
    '/controls/role-type',
    '/forum/post/25',
  ),
  k('SCIM PATCH vendors', '/forum/post/3'),
  k(
    'password rotation vault',
    '/tactical/pam-service#key-features',
    '/introduction/ebooks#privileged-access-management-in-practice',
  ),
  k('CIGAE price', '/training/cigae#price-per-person'),
  k('CAMA audience', '/training/cama#audience'),
  k('CILMP course content', '/training/cilmp#course-content'),
  k('OSCAL export', '/control-mappings'),
  k('NIS2 incident notification', '/law-regulations#nis-directive'),
  k('Kerberoasting', '/unified-framework#itdr'),
  k('location based access control', '/unified-framework#lbac'),
  k('delegation of authority', '/asset-management/mandate-delegate'),
  k('guest access workspaces', '/asset-management/collaboration'),
  k('badge deactivation', '/asset-management/physical', '/operations/offboarding-service'),
  k('tier 0 tier 1 tier 2', '/forum/post/33'),
  k('role mining 2000 candidate roles', '/forum/post/11'),
  k('Entra ID AD hybrid sync', '/directory/directory-services', '/forum/post/16'),
  k('executive awareness programme', '/#training'),
  k('operationalization phase', '/implementation-roadmap#operationalization'),
  k('20-day full service price', '/training/20-day-full-service'),
  k('Keycloak production', '/forum/post/28'),
  k('incident priority matrix', '/operations/incident-management-service#key-features'),
  // Typos
  t('privilaged acess managment service', '/tactical/pam-service'),
  t('offbording service', '/operations/offboarding-service'),
  t('crossbording mover', '/operations/crossboarding-service'),
  t('usrename policy', '/policy/username'),
  t('joinres policy', '/policy/joiners'),
  t('maturty assesment levels', '/maturity-assessment'),
  t('GPDR', '/law-regulations#gdpr'),
  t(
    'breakglass acount',
    '/policy/green-button-procedure#key-features',
    '/tactical/pam-service#key-features',
    '/operations/red-green-action-service#key-features',
  ),
  t('sesion recording keystrokes', '/forum/post/8', '/tactical/pam-service#key-features'),
  t('implemenation roadmap phases', '/implementation-roadmap'),
  t('reconcilation accounts not in IGA', '/forum/post/39'),
  t('segregaton of duties SAP', '/forum/post/18'),
  t('dispaly name format', '/policy/name-lastname-initials-display#key-features'),
  // Acronyms and synonyms: the practitioner's word, not the page's
  s(
    "kill switch for a user's access",
    '/policy/red-button-procedure',
    '/operations/red-green-action-service',
  ),
  s('firefighter access', '/policy/green-button-procedure', '/operations/red-green-action-service'),
  s('access creep after transfers', '/forum/post/1', '/policy/movers'),
  s('non-human accounts without owner', '/forum/post/24', '/asset-management/services'),
  s('contractor sponsor', '/policy/3rd-party-registration', '/forum/post/22'),
  s('chosen name instead of legal name', '/policy/preferred-name'),
  s('rehire account reactivation', '/policy/account-disabled-deletion'),
  s('VPN replacement', '/unified-framework#ztna', '/introduction/ebooks#zero-trust-access'),
  s('consumer identity', '/unified-framework#ciam'),
  s('head of identity', '/ciamo'),
  s(
    'ITGC user access',
    '/law-regulations#sox',
    '/introduction/ebooks#sox-and-pci-dss-access-controls',
  ),
  s('CPE credits', '/forum/post/36'),
  s(
    'provisioning without CAB approval',
    '/controls/change-enablement',
    '/strategic/itil-v4-integration',
  ),
  s('PIM for domain admins', '/forum/post/2', '/introduction/ebooks#just-in-time-privilege'),
]
