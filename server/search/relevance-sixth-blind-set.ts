// The sixth blind set: four sittings written the way the other blind sets were, from the
// searchable documents' text alone, by people who had seen neither the engine, nor its answers,
// nor the other sets, nor the thesaurus, in the style of the questions the site's own brief
// quotes ("who approves access requests"): for IAM practitioners (engineers, team leads,
// governance analysts, PAM administrators, consultants); for security and IT managers running
// an identity programme; and twice for the site's visitors at large, topics drawn evenly from
// the whole site. Of the 320 queries written, the 115 another set already held were left out.
// Each sitting was measured against the engine as it stood before the fourth and fifth blind
// sets' changes and after them. The first two: success@1 0.80 and 0.68 before, 0.80 and 0.66
// after; success@3 0.88 and 0.84 before, 0.90 and 0.84 after. The second's misses were then
// read (apps without a connector, NIS2 as the NIS directive, added to the thesaurus: 0.70 and
// 0.86); the first was measured only in sum. The last two, written after all of those changes
// and measured only in sum: success@1 0.93 and 0.72 before, 0.93 and 0.75 after; success@3 0.95
// and 0.86 before, 0.95 and 0.88 after. The first two sittings left nine typos: a tenth was made
// from a keyword query ("continual improvement register") by dropping the letter most often
// dropped from its longest word. Same kinds and rules as the other sets: an expected url
// without `#` is met by any hit on that page; with `#`, by that section only.
import { caseOf, type RelevanceCase } from './relevance-set.ts'

const { question: q, keyword: k, typo: t, synonym: s } = caseOf

export const sixthBlindSet: RelevanceCase[] = [
  // Questions, as a practitioner asks a colleague
  q("what's the in-house price per person for CPAMS", '/training/cpams#price-per-person'),
  q('how many days is the CIGAE training', '/training/cigae#duration'),
  q('who is the CRCMS certification meant for', '/training/crcms#audience'),
  q(
    'which certification covers onboarding, crossboarding and offboarding services',
    '/training/cilmp',
  ),
  q(
    'difference between the 5 day and 20 day consultancy packages',
    '/training/5-day-implementation',
    '/training/20-day-full-service',
  ),
  q('how much does a one day IAM assessment cost', '/training/1-day-assessment'),
  q(
    'what does the foundation course cost and how many hours is it',
    '/introduction/courses#ipaml-foundation-certification',
  ),
  q(
    'when is the enterprise role model workshop in Amsterdam',
    '/introduction/workshops#designing-an-enterprise-role-model',
  ),
  q(
    'business case template for a factory with OT systems and shared accounts',
    '/introduction/case-builder#manufacturing-ot-it-security',
  ),
  q(
    'how long can a contractor account stay valid before the sponsor has to renew it',
    '/policy/3rd-party-registration#key-features',
  ),
  q(
    'how long do disabled accounts stay around before they get deleted',
    '/policy/account-disabled-deletion#key-features',
  ),
  q(
    'why do we disable inactive accounts after 45 days when PCI allows 90',
    '/policy/account-disabled-deletion#standards-choices',
  ),
  q(
    'where are break glass passwords kept if the PAM vault is down',
    '/policy/green-button-procedure#standards-choices',
    '/policy/green-button-procedure#key-features',
    '/tactical/pam-service#key-features',
  ),
  q(
    'does a change of manager count as a mover',
    '/policy/movers#standards-choices',
    '/controls/trigger#items',
    '/operations/crossboarding-service#key-features',
  ),
  q(
    'how long can someone keep their old access after an internal transfer',
    '/policy/movers#key-features',
    '/operations/crossboarding-service#key-features',
  ),
  q(
    'which passwords, tokens and keys must be rotated when an admin leaves',
    '/policy/leavers#key-features',
    '/operations/offboarding-service#key-features',
  ),
  q(
    'what identity assurance level do new hires need before we hand out credentials',
    '/policy/joiners#standards-choices',
    '/policy/joiners#key-features',
  ),
  q('how many days before the start date should HR register a new hire', '/policy/hr#key-features'),
  q('can we reuse the username of someone who left', '/policy/username#key-features'),
  q(
    'how do we handle last names with prefixes like van or de in the display name',
    '/policy/name-lastname-initials-display#key-features',
  ),
  q(
    'employee wants to be shown with a different first name than their legal name',
    '/policy/preferred-name',
  ),
  q(
    "when can a leaver's email address be handed out to a new person",
    '/policy/email#key-features',
  ),
  q(
    'how often must accounts on PCI scope systems be reviewed',
    '/policy/role-permissions-management#standards-choices',
    '/law-regulations#pci-dss',
  ),
  q(
    'what has to be registered in the CMDB before an application can be governed',
    '/policy/asset-management-cmdb#key-features',
  ),
  q(
    "what happens if an HR job code isn't mapped to any role type",
    '/policy/function-role-type#key-features',
  ),
  q(
    'which accounts should we vault first when rolling out PAM',
    '/tactical/pam-service#implementation-steps',
  ),
  q(
    'what capabilities should our identity governance service offer',
    '/tactical/iga-service#key-features',
    '/tactical/iga-identity-governance-administration',
  ),
  q(
    'what happens to an access incident once the service desk has diagnosed it',
    '/operations/incident-management-service#service-execution-model',
    '/operations/incident-management-service#key-features',
  ),
  q('who decides who gets access to a file share, IT or the business', '/asset-management/files'),
  q(
    'should users keep local admin rights on their laptops',
    '/asset-management/endpoints-hardware',
    '/forum/post/17',
  ),
  q(
    'how do we make project access expire when the project ends',
    '/asset-management/projects',
    '/controls/role',
  ),
  q(
    'can a deputy approve requests on behalf of their manager',
    '/asset-management/mandate-delegate',
  ),
  q(
    'how long does the build phase of the implementation roadmap take',
    '/implementation-roadmap#implementation',
  ),
  q('how is the overall maturity percentage calculated', '/maturity-assessment#framework-levels'),
  q(
    'which NIST 800-53 controls does the red button procedure implement',
    '/control-mappings#standard-nist-800-53',
  ),
  q(
    'how many items per reviewer before access reviews turn into rubber stamping',
    '/forum/post/12',
  ),
  q(
    'who owns a SaaS application and who maintains its entitlement catalogue',
    '/asset-management/application-software',
  ),
  q(
    'what does the CPAMS privileged access course cost per person',
    '/training/cpams#price-per-person',
  ),
  q('how many days is the identity lifecycle certification course', '/training/cilmp#duration'),
  q(
    'what is the difference between the strategic, tactical and operations tiers',
    '/ipaml-foundation',
    '/#framework',
  ),
  q(
    "what happens to a contractor's account when their contract runs out",
    '/policy/3rd-party-registration',
    '/forum/post/22',
  ),
  q(
    'who is allowed to order the red button to block an employee',
    '/policy/red-button-procedure#key-features',
    '/operations/red-green-action-service#key-features',
  ),
  q(
    'how long does emergency access from the green button stay active',
    '/policy/green-button-procedure#key-features',
  ),
  q(
    'after how many days without a login should we disable an account',
    '/policy/account-disabled-deletion#standards-choices',
    '/policy/account-disabled-deletion#key-features',
  ),
  q(
    'how long can someone who changes jobs keep their old access for a handover',
    '/policy/movers#key-features',
    '/operations/crossboarding-service#key-features',
  ),
  q(
    'what level of identity proofing is needed before giving new staff their credentials',
    '/policy/joiners#standards-choices',
  ),
  q(
    'do we disable accounts on the contract end date or on the last day someone actually works',
    '/policy/leavers#standards-choices',
  ),
  q(
    'how often should privileged access be recertified',
    '/policy/role-permissions-management#standards-choices',
    '/tactical/pam-service',
  ),
  q(
    'who approves access to the data centre and other restricted zones',
    '/asset-management/physical',
  ),
  q('who decides who may read or change a shared folder', '/asset-management/files'),
  q(
    'what should we do with service accounts that nobody owns',
    '/forum/post/24',
    '/asset-management/services',
  ),
  q(
    'what is the total timeline and investment for the implementation roadmap',
    '/implementation-roadmap',
  ),
  q(
    'what do we get with the 5 day implementation package and what does it cost',
    '/training/5-day-implementation',
  ),
  q('who chairs the IAM programme steering committee', '/program-management#portfolio-governance'),
  q('what is a chief identity officer responsible for', '/ciamo'),
  q(
    'which regulations require us to report a breach within 72 hours',
    '/law-regulations#gdpr',
    '/law-regulations#nis-directive',
  ),
  q(
    'can we download the control mappings into our GRC tool',
    '/control-mappings#crosswalk-downloads',
  ),
  q(
    'which of our identity policies satisfy the ISO 27001 access rights control',
    '/control-mappings#standard-iso-27001',
  ),
  q('how do other companies stop managers rubber stamping access reviews', '/forum/post/12'),
  q(
    'which identity KPIs should we show the board',
    '/forum/post/4',
    '/introduction/ebooks#identity-kpis-and-reporting',
  ),
  q(
    'where do we keep break glass passwords in case the PAM vault is down',
    '/policy/green-button-procedure#standards-choices',
    '/operations/red-green-action-service#key-features',
  ),
  q(
    'how do we merge duplicate identities for the same person',
    '/policy/correction#key-features',
    '/operations/correction-service#key-features',
  ),
  q(
    'how do we keep track of which laws apply to our identity controls',
    '/strategic/law-&-regulations',
    '/law-regulations',
  ),
  q(
    'when and where is the privileged access rollout lab held',
    '/introduction/workshops#privileged-access-rollout-lab',
  ),
  q(
    'how should display names handle surname prefixes like van or de',
    '/policy/name-lastname-initials-display#key-features',
  ),
  q(
    'what is the IAM lead responsible for compared to the service manager',
    '/strategic/role-model',
  ),
  q(
    'what requirements should we put in an RFP for a PAM tool',
    '/forum/post/20',
    '/forum/category/vendors-and-tools',
  ),
  q(
    'how do we remove access in applications that have no connector',
    '/forum/post/38',
    '/tactical/integration-service#ticket-based-fulfilment',
  ),
  q(
    'what are the phases of an IAM programme and how long does each take',
    '/strategic/program-management#phases',
    '/program-management',
  ),
  q(
    'how long do old email addresses keep working after someone changes their name',
    '/policy/email#key-features',
  ),
  q(
    'who handles it when a user suddenly loses access to an application',
    '/operations/incident-management-service',
  ),
  q(
    "what needs to be ready before a new employee's first day",
    '/operations/onboarding-service#key-features',
    '/policy/joiners#key-features',
  ),
  q(
    'which pre-approved standard changes cover joiners, movers and leavers',
    '/controls/change-enablement#items',
  ),
  q(
    'how long does a maturity assessment consultancy engagement take',
    '/introduction/consultancy#iam-maturity-assessment',
  ),
  q(
    'how much does the privileged access management specialist course cost',
    '/training/cpams#price-per-person',
  ),
  q('who is the risk and compliance certification meant for', '/training/crcms#audience'),
  q('what do we get with the 20 day full service consultancy', '/training/20-day-full-service'),
  q(
    'what does the expert identity governance architect course cost and how long is it',
    '/introduction/courses#ipaml-expert-identity-governance-architect',
  ),
  q(
    'are there any in-person workshops on role modelling coming up',
    '/introduction/workshops#designing-an-enterprise-role-model',
  ),
  q(
    'how do clinicians get emergency access to patient records in a hospital',
    '/introduction/case-builder#healthcare-identity-and-access',
  ),
  q(
    'how should surname prefixes like van or de show up in the display name',
    '/policy/name-lastname-initials-display#key-features',
  ),
  q(
    'can staff be shown with a different first name than their legal name',
    '/policy/preferred-name',
  ),
  q("can we give a leaver's old username to a new employee", '/policy/username#key-features'),
  q(
    "who is allowed to order an immediate block of someone's access",
    '/policy/red-button-procedure#key-features',
    '/operations/red-green-action-service#key-features',
  ),
  q(
    'how do admins get in if the PAM vault itself is down',
    '/policy/green-button-procedure#standards-choices',
    '/unified-framework#resilience',
    '/tactical/pam-service#key-features',
  ),
  q(
    'when do we delete the disabled accounts of former employees',
    '/policy/account-disabled-deletion#key-features',
  ),
  q(
    'what is the difference between the end date and the last working day when someone leaves',
    '/policy/leavers#standards-choices',
  ),
  q(
    'what do we do when the same person ends up with two identities',
    '/policy/correction#key-features',
    '/operations/correction-service#key-features',
  ),
  q('who approves send-as rights on a shared mailbox', '/asset-management/mailboxes'),
  q('how do we get rid of file shares open to Everyone', '/asset-management/files'),
  q(
    'should guests be allowed in Teams workspaces and who reviews them',
    '/asset-management/collaboration',
  ),
  q(
    'should laptops be compliant before they can reach sensitive apps',
    '/asset-management/endpoints-hardware',
  ),
  q('how quickly must a personal data breach be notified under GDPR', '/law-regulations#gdpr'),
  q(
    'how often does PCI require user accounts and privileges to be reviewed',
    '/law-regulations#pci-dss',
    '/policy/role-permissions-management#standards-choices',
  ),
  q(
    'which NIST CSF categories cover recovering identity services after an incident',
    '/unified-framework#recover',
  ),
  q(
    'how long does the build phase of an IAM rollout take',
    '/implementation-roadmap#implementation',
  ),
  q(
    'what should be on the agenda of the IAM governance board',
    '/strategic/general-governance#key-features',
  ),
  q(
    'which frameworks are relevant for identity risk management',
    '/strategic/risk-management#related-frameworks',
  ),
  q('what does the SOC team do in identity and access management', '/strategic/role-model'),
  q(
    'how do we deprovision applications that have no connector',
    '/tactical/integration-service#ticket-based-fulfilment',
    '/forum/post/38',
  ),
  q('how many items per reviewer is too many in an access review', '/forum/post/12'),
  q('should pipeline secrets live in the same vault as admin passwords', '/forum/post/13'),
  q(
    'who should chair the IAM programme steering committee',
    '/program-management#portfolio-governance',
  ),
  q(
    'how do we keep on-prem AD and Entra ID accounts consistent',
    '/directory/directory-services#key-features',
    '/forum/post/16',
  ),
  q('what are the three management tiers in IPAML', '/ipaml-foundation', '/#framework'),
  q('who should attend the business leaders awareness programme', '/#training'),
  q(
    'how long should we keep recordings of privileged sessions, our works council is asking',
    '/forum/post/8',
  ),
  q(
    'how many working days can someone keep their old access after moving to another department',
    '/policy/movers#key-features',
    '/operations/crossboarding-service#key-features',
  ),
  q(
    'who is allowed to press the red button to block an account',
    '/operations/red-green-action-service#key-features',
    '/policy/red-button-procedure#key-features',
  ),
  q(
    'what should we do with accounts in a target system that our IGA tool never created',
    '/forum/post/39',
    '/policy/correction#key-features',
  ),
  q(
    'which integration approach works for old mainframe applications',
    '/tactical/integration-service#batch-synchronisation',
    '/strategic/data-model#batch-reconciliation',
  ),
  q(
    'how do we deprovision applications that cannot be connected to the governance platform',
    '/tactical/integration-service#ticket-based-fulfilment',
    '/forum/post/38',
  ),
  q('what is a CIAMO responsible for', '/ciamo'),
  q(
    'our average maturity rating is 3.5, which level does that put us at',
    '/maturity-assessment#framework-levels',
  ),
  q(
    'what does the maturity assessment look at for risk management in the operations layer',
    '/maturity-assessment#cell-operations-risk-management',
  ),
  q(
    'which IPAML policies cover the six-monthly PCI user access review',
    '/control-mappings#standard-pci-dss',
    '/policy/role-permissions-management#standards-choices',
  ),
  q('what requirements should we put in an RFP for a privileged access platform', '/forum/post/20'),
  q(
    'should pipeline secrets go in the PAM vault or in a separate secrets manager',
    '/forum/post/13',
  ),
  q(
    'how long does each phase of a multi-year IAM programme take',
    '/strategic/program-management#phases',
    '/program-management',
  ),
  q('what are the critical success factors for an identity programme', '/program-management'),
  q(
    'which pre-approved standard changes does the framework define for the lifecycle',
    '/controls/change-enablement#items',
  ),
  q(
    'does getting a new manager count as a mover event',
    '/controls/trigger#items',
    '/policy/movers#standards-choices',
  ),
  q(
    'how should the service desk deal with an account that looks compromised',
    '/operations/incident-management-service',
    '/operations/red-green-action-service',
  ),
  q(
    'how do we protect the credentials that our provisioning connectors use',
    '/tactical/integration-service#security',
  ),
  q(
    'managers approve everything in our access reviews, how many items per reviewer is too many',
    '/forum/post/12',
  ),
  q(
    'role mining gave us two thousand candidate roles, how do we get to a usable role model',
    '/forum/post/11',
  ),
  q(
    'how do we find owners for old service accounts in AD without breaking things',
    '/forum/post/24',
  ),
  q('which directory is the master for groups when we run both AD and Entra ID', '/forum/post/16'),
  q('where should we start when rolling out MFA', '/tactical/iam-service#implementation-steps'),
  q(
    'which identity KPIs do board members actually want to see',
    '/forum/post/4',
    '/introduction/ebooks#identity-kpis-and-reporting',
  ),
  q('do IPAML courses count for continuing professional education credits', '/forum/post/36'),
  q('what belongs in tier 1 versus tier 2 of an admin tiering model', '/forum/post/33'),
  q('which course should an IGA analyst take after the foundation certificate', '/forum/post/14'),
  q(
    'how much does the CIGAE course cost when we run it in-house',
    '/training/cigae#price-per-person',
  ),
  q('which certification course is meant for HR systems specialists', '/training/cilmp#audience'),
  q('what does a one-day IAM assessment from IPAML cost', '/training/1-day-assessment'),
  q(
    'when and where is the privileged access rollout lab',
    '/introduction/workshops#privileged-access-rollout-lab',
  ),
  q('how far in advance should HR register a new hire', '/policy/hr#key-features'),
  q(
    'how long does emergency access granted with the green button stay active',
    '/policy/green-button-procedure#key-features',
  ),
  q(
    'can we give the username of someone who left to a new employee',
    '/policy/username#key-features',
  ),
  q(
    'how should surnames with prefixes like van or de be shown in the address book',
    '/policy/name-lastname-initials-display#key-features',
  ),
  q('what does HIPAA require for access to patient records', '/law-regulations#hipaa'),
  q(
    'who is accountable for a shared mailbox and its delegates',
    '/asset-management/mailboxes',
    '/policy/email#key-features',
  ),
  // Keywords and titles
  k(
    'connector patterns SCIM',
    '/tactical/integration-service',
    '/strategic/data-model#api-based-scim-rest',
  ),
  k('continual improvement register', '/strategic/continual-improvement'),
  k('IAM charter governance board', '/strategic/general-governance'),
  k(
    'programme steering committee',
    '/program-management#portfolio-governance',
    '/strategic/program-management#key-features',
  ),
  k('IPAML foundation tiers', '/ipaml-foundation'),
  k('continual improvement', '/strategic/continual-improvement'),
  k('mandate and delegate', '/asset-management/mandate-delegate'),
  k('general governance RACI', '/strategic/general-governance'),
  k('healthcare template', '/introduction/case-builder#healthcare-identity-and-access'),
  k('lifecycle triggers', '/controls/trigger'),
  k('ITIL v4 integration', '/strategic/itil-v4-integration'),
  k('expert course price', '/introduction/courses#ipaml-expert-identity-governance-architect'),
  k('SCIM PATCH', '/forum/post/3'),
  k('CIS Controls', '/control-mappings#standard-cis-controls'),
  k('SCIM PATCH differences', '/forum/post/3'),
  k('maturity score calculation', '/maturity-assessment#framework-levels'),
  k('OIDC token lifetime', '/forum/post/10'),
  k('SAP SoD rules', '/forum/post/18'),
  k('CILMP price', '/training/cilmp#price-per-person'),
  k('healthcare business case', '/introduction/case-builder#healthcare-identity-and-access'),
  k('project access end date', '/asset-management/projects', '/controls/role#items'),
  k('NIS2 requirements', '/law-regulations#nis-directive'),
  k('identity meetup', '/forum/post/9', '/forum/category/events-and-meetups'),
  // Typos
  t('continual improvment register', '/strategic/continual-improvement'),
  t('segregaton of duties ebook', '/introduction/ebooks#segregation-of-duties'),
  t('privilaged access management service', '/tactical/pam-service'),
  t('maturty assessment levels', '/maturity-assessment#framework-levels', '/maturity-assessment'),
  t('identiy data model', '/strategic/data-model'),
  t('offboardng service', '/operations/offboarding-service'),
  t('identiy governance forum', '/forum/category/identity-governance'),
  t(
    'segregation of dutys',
    '/introduction/ebooks#segregation-of-duties',
    '/policy/role-permissions-management',
  ),
  t('compleet ipaml guide', '/introduction/ebooks#the-complete-ipaml-guide'),
  t('risk managment', '/strategic/risk-management'),
  t(
    'priviledged access management',
    '/unified-framework#pam',
    '/tactical/pam-service',
    '/training/cpams',
  ),
  t(
    'acess certification campaigns',
    '/introduction/ebooks#access-certification-campaigns',
    '/tactical/iga-identity-governance-administration',
  ),
  t('implemntation roadmap', '/implementation-roadmap'),
  t('sevice account inventory', '/forum/post/24', '/asset-management/services'),
  t(
    'privilaged session recording',
    '/introduction/ebooks#session-monitoring-and-recording',
    '/forum/post/8',
  ),
  t('crossboarding servce', '/operations/crossboarding-service'),
  t('reconcilation orphan acounts', '/forum/post/39'),
  t(
    'certifcation campaign design',
    '/introduction/ebooks#access-certification-campaigns',
    '/forum/post/21',
  ),
  t('CMBD policy', '/policy/asset-management-cmdb'),
  // Acronyms, spelled-out forms and other words for a thing
  s(
    'Zero Trust Network Access',
    '/unified-framework#ztna',
    '/introduction/ebooks#zero-trust-access',
  ),
  s('ISMS identity controls', '/strategic/information-security-management'),
  s('ITSM service catalogue for access', '/strategic/itil-v4-integration'),
  s('RBAC role design', '/strategic/role-model'),
  s(
    'single sign-on service',
    '/tactical/iam-service',
    '/introduction/ebooks#single-sign-on-and-federation',
  ),
  s('identity security posture management', '/unified-framework#ispm'),
  s('single sign-on and multi-factor service', '/tactical/iam-service', '/unified-framework#iam'),
  s('termination access removal', '/policy/leavers', '/operations/offboarding-service'),
  s('NIS2', '/law-regulations#nis-directive'),
  s('California privacy act', '/law-regulations#ccpa'),
  s(
    'Azure AD accounts',
    '/directory/directory-services',
    '/introduction/ebooks#directory-services-design',
  ),
  s('default access by job title', '/controls/role-type', '/policy/function-role-type'),
  s('access removal on termination', '/policy/leavers', '/operations/offboarding-service'),
  s('JIT elevation', '/introduction/ebooks#just-in-time-privilege', '/forum/post/2'),
  s('privileged identity management', '/unified-framework#pam', '/tactical/pam-service'),
  s('temporary admin elevation', '/introduction/ebooks#just-in-time-privilege', '/forum/post/2'),
  s('cloud infrastructure entitlement management', '/unified-framework#posture'),
  s(
    'user access recertification',
    '/introduction/ebooks#access-certification-campaigns',
    '/tactical/iga-identity-governance-administration',
  ),
  s(
    'as-is to-be access comparison',
    '/operations/crossboarding-service',
    '/controls/change-enablement#items',
  ),
  s('plan do check act', '/strategic/continual-improvement#key-features'),
  s('proxy approver while manager is on leave', '/asset-management/mandate-delegate'),
]
