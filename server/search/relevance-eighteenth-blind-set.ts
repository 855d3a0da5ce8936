// The eighteenth blind set: one sitting written from the searchable documents' text alone, by
// someone who had seen neither the engine, nor its answers, nor the other sets, nor the thesaurus.
// Written for visitors the other sets had few of: people writing English as a second language
// (grammar and word order of their own: "for who is the cilmp training"); owners of small
// businesses describing what went wrong without the trade's words; service-desk staff (locked
// accounts, callers to verify, first passwords, name changes); cloud and platform engineers
// (service accounts, secrets, non-human identities) where the site covers them; comparisons ("X
// vs Y", "difference between"); and numbers written otherwise than the documents write them
// ("two weeks", "lvl 3", "45.000 usd"). Of the 150 queries written, the 29 another set already
// held were left out. Measured as written: success@1 0.83, success@3 0.93 (questions 0.76 and
// 0.90; synonyms 0.78 and 0.89), no zero-result answer. Same kinds and rules as the other sets:
// an expected url without `#` is met by any hit on that page; with `#`, by that section only.
import { caseOf, type RelevanceCase } from './relevance-set.ts'

const { question: q, keyword: k, typo: t, synonym: s } = caseOf

export const eighteenthBlindSet: RelevanceCase[] = [
  // Questions
  q(
    'ex employee can still open his company mailbox, how we stop this',
    '/policy/leavers',
    '/operations/offboarding-service',
  ),
  q(
    'only one IT person knows all the admin passwords, what if he leaves',
    '/tactical/pam-service',
    '/policy/leavers',
  ),
  q(
    'we fired someone this morning how do we cut all his access right now',
    '/policy/red-button-procedure',
    '/operations/red-green-action-service',
  ),
  q(
    'how long before an unused account gets disabled automatically',
    '/policy/account-disabled-deletion',
  ),
  q(
    'why 45 days for inactive accounts when pci allows 90',
    '/policy/account-disabled-deletion#standards-choices',
  ),
  q(
    'who executes the red button at night when nobody of the iam team is there',
    '/policy/red-button-procedure',
    '/operations/red-green-action-service',
    '/strategic/role-model',
  ),
  q(
    'is it possible to block a hacked account in a quarter of an hour',
    '/policy/red-button-procedure',
    '/operations/red-green-action-service',
  ),
  q(
    'what happen with the access when employee change to other department',
    '/policy/movers',
    '/operations/crossboarding-service',
  ),
  q(
    'can a mover keep his old rights two weeks for the handover',
    '/policy/movers',
    '/operations/crossboarding-service',
  ),
  q(
    'is a new manager alone counted as a move',
    '/policy/movers',
    '/controls/trigger',
    '/operations/crossboarding-service',
  ),
  q(
    'after how many days the emergency access expire automatically',
    '/policy/green-button-procedure',
  ),
  q(
    'difference between red button and green button',
    '/operations/red-green-action-service',
    '/policy/red-button-procedure',
    '/policy/green-button-procedure',
  ),
  q('what is difference between end date and last working day', '/policy/leavers'),
  q(
    'role type vs role what is the difference',
    '/controls/role-type',
    '/controls/role',
    '/strategic/data-model',
  ),
  q('business role or application role, who owns which', '/strategic/role-model'),
  q('should ci/cd secrets go in the pam vault or in a secrets manager', '/forum/post/13'),
  q(
    'what to do with thousands of service accounts nobody owns',
    '/forum/post/24',
    '/asset-management/services',
  ),
  q('may service accounts be used for interactive logon', '/asset-management/services'),
  q(
    'who is owner of the non-human identities of a devops team',
    '/strategic/role-model',
    '/asset-management/services',
  ),
  q(
    'how to protect the credentials that provisioning connectors use',
    '/tactical/integration-service#security',
  ),
  q(
    'scim or batch files for a legacy mainframe, which pattern',
    '/tactical/integration-service#batch-synchronisation',
    '/strategic/data-model#batch-reconciliation',
  ),
  q(
    'some saas apps delete the user when active is false in scim, how do others handle it',
    '/forum/post/3',
  ),
  q(
    'how often we must review accounts with access to card holder data',
    '/law-regulations#pci-dss',
    '/policy/role-permissions-management',
  ),
  q('how much time takes the complete implementation roadmap', '/implementation-roadmap'),
  q(
    'how many weeks is the architecture and design phase',
    '/implementation-roadmap#architecture-and-design',
    '/introduction/consultancy#architecture-and-design',
  ),
  q('is phase 3 build and test about two months', '/implementation-roadmap#implementation'),
  q(
    'my average score is 3.5, which maturity level is that',
    '/maturity-assessment#framework-levels',
  ),
  q('are prevent detect respond recover the maturity levels', '/unified-framework'),
  q('within how many hours a gdpr breach must be notified', '/law-regulations#gdpr'),
  q('which ipaml policies implement nist ac-2', '/control-mappings#standard-nist-800-53'),
  q('how do I log in to the forum without a password', '/forum/sign-in'),
  q(
    'can the trainer come to our office and use our own processes as examples',
    '/introduction/courses',
    '/forum/post/26',
  ),
  q(
    'how long is valid the expert certificate',
    '/introduction/courses#ipaml-expert-identity-governance-architect',
  ),
  q(
    'how many questions has the foundation exam',
    '/introduction/courses#ipaml-foundation-certification',
  ),
  q(
    'which course costs 2499 euro and takes 60 hours',
    '/introduction/courses#ipaml-professional-privileged-access-management',
  ),
  q('which is the price of cigae for one person', '/training/cigae#price-per-person'),
  q('for who is the cilmp training', '/training/cilmp#audience'),
  q(
    'which is cheaper, cpams or cigae',
    '/training/cpams#price-per-person',
    '/training/cigae#price-per-person',
  ),
  q('what is included in the five day implementation package', '/training/5-day-implementation'),
  q(
    'how should a new employee get his first password',
    '/policy/joiners',
    '/operations/onboarding-service',
  ),
  q(
    'must HR do a background check before the accounts are activated',
    '/policy/joiners',
    '/policy/hr',
  ),
  q(
    'staff forward company mails to their private gmail, how to stop it',
    '/asset-management/mailboxes',
    '/policy/email',
  ),
  q(
    'freelancer still has access months after his contract ended',
    '/policy/3rd-party-registration',
  ),
  q(
    'can a contractor account run longer than one year',
    '/policy/3rd-party-registration',
    '/forum/post/22',
  ),
  q('how can the service desk check who is really calling', '/policy/preferred-name'),
  q(
    'employee married and changed surname, does her username change too',
    '/policy/username',
    '/policy/name-lastname-initials-display',
  ),
  q(
    'can someone use a nickname instead of the legal name in chat and email',
    '/policy/preferred-name',
  ),
  q(
    'user is locked out, what should the service desk do',
    '/operations/incident-management-service',
  ),
  q(
    'apps that cannot connect to the iga tool, how to deprovision them',
    '/tactical/integration-service#ticket-based-fulfilment',
    '/forum/post/38',
  ),
  q(
    'what must happen with ssh keys and api tokens when a developer leaves',
    '/policy/leavers',
    '/operations/offboarding-service',
    '/policy/red-button-procedure',
  ),
  q(
    'reconciliation finds accounts that iga did not create, disable them or report?',
    '/forum/post/39',
    '/policy/correction',
  ),
  q(
    'which kpis convince the board about iam',
    '/forum/post/4',
    '/introduction/ebooks#identity-kpis-and-reporting',
  ),
  q('which course after foundation for an iga analyst', '/forum/post/14'),
  q('where to start with segregation of duties in sap', '/forum/post/18'),
  q(
    'how does break glass work when the vault itself is down',
    '/policy/green-button-procedure',
    '/tactical/pam-service',
    '/operations/red-green-action-service',
  ),
  q('what does a chief identity officer do', '/ciamo'),
  q(
    'which workshop is meant for service desk and operations people',
    '/introduction/workshops#team-enablement-bootcamp',
  ),
  q(
    'who receives the mailbox and files of a leaver',
    '/operations/offboarding-service',
    '/asset-management/mailboxes',
    '/policy/leavers',
  ),
  q(
    'what is the difference between the strategic, tactical and operations tier',
    '/ipaml-foundation',
    '/#framework',
  ),
  // Keywords
  k('ciamp 1500 usd', '/training/ciamp#price-per-person'),
  k('domain admins jit 2h', '/forum/post/2'),
  k('keystroke logging works council', '/forum/post/8'),
  k('cis controls v8.1 mapping', '/control-mappings#standard-cis-controls'),
  k('nis2 early warning 24 hours', '/law-regulations#nis-directive'),
  k('seven control layers', '/unified-framework'),
  k('forest recovery break-glass offline', '/unified-framework#resilience'),
  k('togaf sabsa', '/strategic/architecture-management'),
  k('sAMAccountName 20 characters', '/policy/username'),
  k('adm- svc- ext- prefix', '/policy/username'),
  k('surname prefix van de von', '/policy/name-lastname-initials-display'),
  k('security group nesting', '/asset-management/security-groups'),
  k('guest access workspace owners', '/asset-management/collaboration'),
  k('data centre badge zone', '/asset-management/physical'),
  k('delegation of authority mandate', '/asset-management/mandate-delegate'),
  k(
    'healthcare business case template',
    '/introduction/case-builder#healthcare-identity-and-access',
  ),
  k('hmi plc shared accounts', '/introduction/case-builder#manufacturing-ot-it-security'),
  k('complete ipaml guide pdf', '/introduction/ebooks#the-complete-ipaml-guide'),
  k('hypercare runbooks go-live', '/implementation-roadmap#operationalization'),
  k('vendor scoring matrix rfp', '/implementation-roadmap#rfp-and-readiness'),
  k('pam rfp must-haves', '/forum/post/20'),
  k('contractor end date reminder 30d 14d 3d', '/policy/3rd-party-registration'),
  k(
    'account lockout and reset',
    '/maturity-assessment#cell-operations-information-security',
    '/operations/incident-management-service',
  ),
  k('$800 executive awareness 1 day', '/#training'),
  k('1 day assessment 3000', '/training/1-day-assessment'),
  k('20 day full service 45.000 usd', '/training/20-day-full-service'),
  k('lvl 3 maturity defined', '/maturity-assessment#level-3'),
  k('1299 eur online one day workshop', '/introduction/workshops#identity-governance-for-leaders'),
  // Typos
  t('joinrs policy new hire', '/policy/joiners'),
  t('crossbording servise', '/operations/crossboarding-service'),
  t('ofboarding proces', '/operations/offboarding-service'),
  t('matruity asessment', '/maturity-assessment'),
  t('cigea course price', '/training/cigae#price-per-person'),
  t('implementaion roadmap phases', '/implementation-roadmap'),
  t('cmbd asset managment policy', '/policy/asset-management-cmdb'),
  t('incedent managment', '/operations/incident-management-service'),
  t('workshp role modell amsterdam', '/introduction/workshops#designing-an-enterprise-role-model'),
  t('contol mapings nist csf', '/control-mappings#standard-nist-csf'),
  t('ebok for auditers', '/introduction/ebooks#identity-governance-for-auditors-and-managers'),
  t(
    'federaton saml oidc',
    '/introduction/ebooks#single-sign-on-and-federation',
    '/tactical/integration-service#federation-and-api-gateway',
  ),
  t('forum sing up', '/forum/sign-up'),
  t(
    'secrests managment devops',
    '/forum/post/13',
    '/introduction/ebooks#secrets-and-machine-identities',
  ),
  t(
    'zero trust netwrok acess',
    '/unified-framework#ztna',
    '/introduction/ebooks#zero-trust-access',
  ),
  t('continous improvment register', '/strategic/continual-improvement'),
  // Synonyms and acronyms
  s(
    'UAR campaign how often',
    '/policy/role-permissions-management',
    '/asset-management/application-software',
  ),
  s('HRIS as source for accounts', '/policy/hr'),
  s('azure ad and on-prem ad group sync', '/forum/post/16', '/directory/directory-services'),
  s('local administrator password solution laptops', '/asset-management/endpoints-hardware'),
  s('PAW admin workstation per tier', '/forum/post/33'),
  s(
    'ZSP standing admin rights removal',
    '/introduction/ebooks#just-in-time-privilege',
    '/training/cpams',
    '/tactical/pam-service',
  ),
  s('PDCA cycle for iam', '/strategic/continual-improvement'),
  s('DPO retention of deleted accounts', '/policy/account-disabled-deletion'),
  s('no CAB needed for emergency disable', '/policy/red-button-procedure'),
  s(
    'servicenow standard change for joiners',
    '/strategic/itil-v4-integration',
    '/controls/change-enablement',
  ),
  s(
    'hospital clinicians access to patient records',
    '/introduction/case-builder#healthcare-identity-and-access',
  ),
  s(
    'ghost accounts of ex employees',
    '/policy/leavers',
    '/operations/offboarding-service',
    '/policy/account-disabled-deletion',
  ),
  s('permission bloat after job change', '/policy/movers', '/operations/crossboarding-service'),
  s(
    'screen recording of admin sessions',
    '/introduction/ebooks#session-monitoring-and-recording',
    '/forum/post/8',
    '/tactical/pam-service',
  ),
  s('temp agency workers accounts', '/policy/3rd-party-registration'),
  s('open source IdP experiences', '/forum/post/28'),
  s('tuition fee cama', '/training/cama#price-per-person'),
  s(
    'panic button to lock out a user',
    '/policy/red-button-procedure',
    '/operations/red-green-action-service',
  ),
]
