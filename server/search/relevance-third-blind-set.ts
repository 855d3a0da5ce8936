// The third blind set: two sittings written the way the blind sets were, from the searchable
// documents' text alone, by people who had seen neither the engine, nor its answers, nor the
// other sets, nor the thesaurus. The first wrote for a mix of visitors (a CISO, an auditor, a
// helpdesk lead, an HR manager, an IAM engineer, a consultant, a newcomer); the second for
// visitors who arrive with a problem from work and do not know the site's words. Of the 220
// queries written, the 32 another set (or the other sitting) already held were left out.
// Measured before any change was made with them in view: success@1 0.83, success@3 0.91
// (questions 0.75 and 0.86). The first sitting's misses were then read, and two fixed by general
// changes (a thesaurus phrase no document holds is read word by word; "on boarding" is
// onboarding); the second sitting was measured only in sum, before and after the same session's
// changes (success@1 0.84 → 0.89, @3 0.94 → 0.95). Same kinds and rules as the other sets.
import { caseOf, type RelevanceCase } from './relevance-set.ts'

const { question: q, keyword: k, typo: t, synonym: s } = caseOf

export const thirdBlindSet: RelevanceCase[] = [
  // Questions, as a practitioner asks a colleague
  q(
    'how quickly must all access be blocked when someone is dismissed for misconduct',
    '/policy/red-button-procedure#key-features',
    '/policy/red-button-procedure',
  ),
  q(
    'who can give the order to lock out a compromised account immediately',
    '/policy/red-button-procedure#key-features',
    '/operations/red-green-action-service',
  ),
  q(
    'can someone keep their old permissions for a handover after switching jobs internally',
    '/policy/movers#key-features',
    '/policy/movers#standards-choices',
    '/operations/crossboarding-service',
  ),
  q(
    'if only my manager changes does that count as a move',
    '/policy/movers#standards-choices',
    '/controls/trigger#items',
    '/policy/movers#key-features',
  ),
  q(
    'how long are disabled accounts kept before they get deleted',
    '/policy/account-disabled-deletion#key-features',
    '/policy/account-disabled-deletion',
  ),
  q(
    'why do you switch off unused accounts sooner than PCI requires',
    '/policy/account-disabled-deletion#standards-choices',
  ),
  q(
    'can a login name be handed out again after the original owner has left',
    '/policy/username#key-features',
    '/policy/username',
  ),
  q(
    'an employee wants colleagues to see a different first name than the legal one',
    '/policy/preferred-name',
    '/policy/preferred-name#key-features',
  ),
  q(
    'how should surnames with prefixes like van der be shown in the address book',
    '/policy/name-lastname-initials-display#key-features',
    '/policy/name-lastname-initials-display',
  ),
  q(
    'what happens to my old email address after I change my name',
    '/policy/email#key-features',
    '/policy/email',
  ),
  q(
    'how long can a contractor account stay active before the sponsor has to renew it',
    '/policy/3rd-party-registration#key-features',
    '/forum/post/22',
  ),
  q('how far ahead of the start date should HR register a new hire', '/policy/hr#key-features'),
  q(
    'what if the PAM vault itself is down and we urgently need admin access',
    '/policy/green-button-procedure#standards-choices',
    '/policy/green-button-procedure#key-features',
    '/unified-framework#resilience',
  ),
  q(
    'how long does emergency access from the green button stay valid',
    '/policy/green-button-procedure#key-features',
  ),
  q(
    'how often should admin rights be reviewed compared with normal user access',
    '/policy/role-permissions-management#standards-choices',
    '/policy/role-permissions-management#key-features',
  ),
  q(
    'does an employee on garden leave keep their accounts until the contract ends',
    '/policy/leavers#standards-choices',
  ),
  q(
    'do shared passwords need changing when an administrator leaves the company',
    '/policy/leavers#key-features',
    '/policy/leavers#standards-choices',
  ),
  q(
    'what level of identity proofing is needed before a new starter gets credentials',
    '/policy/joiners#standards-choices',
    '/policy/joiners#key-features',
  ),
  q(
    'the same person exists twice in our identity system, how do we fix it',
    '/policy/correction#key-features',
    '/operations/correction-service',
  ),
  q('how many days is the identity governance expert training', '/training/cigae#duration'),
  q(
    'which certification is aimed at compliance officers and internal auditors',
    '/training/crcms#audience',
    '/training/crcms',
  ),
  q(
    'is there a short identity awareness session for board members',
    '/#training',
    '/introduction/workshops#executive-strategy-workshop',
  ),
  q('what does the one day assessment cost and what do I get for it', '/training/1-day-assessment'),
  q(
    'what extra do I get in the 20 day package compared to the 5 day one',
    '/training/20-day-full-service',
  ),
  q(
    'when and where is the next enterprise role model workshop',
    '/introduction/workshops#designing-an-enterprise-role-model',
  ),
  q('is the 500 page IPAML guide free', '/introduction/ebooks#the-complete-ipaml-guide'),
  q(
    'beginner friendly book explaining SAML, OpenID Connect and OAuth',
    '/introduction/ebooks#single-sign-on-and-federation',
  ),
  q(
    'business case template for a hospital with shared workstations',
    '/introduction/case-builder#healthcare-identity-and-access',
  ),
  q(
    'how do we get shared operator accounts in our plants under control',
    '/introduction/case-builder#manufacturing-ot-it-security',
  ),
  q(
    'how long does the architecture and design consulting engagement take',
    '/introduction/consultancy#architecture-and-design',
    '/implementation-roadmap#architecture-and-design',
  ),
  q('how is my overall maturity percentage calculated', '/maturity-assessment#framework-levels'),
  q('does the maturity self-assessment save my answers on your server', '/maturity-assessment'),
  q(
    'can I download the control mappings to import into our GRC tool',
    '/control-mappings#crosswalk-downloads',
  ),
  q(
    'how fast do we have to report a major cyber incident under NIS2',
    '/law-regulations#nis-directive',
  ),
  q(
    'how long must records of consumer privacy requests be kept in California',
    '/law-regulations#ccpa',
  ),
  q(
    'what entities and attributes belong in an identity data model',
    '/strategic/data-model',
    '/strategic/data-model#identity',
  ),
  q(
    'how long does a full IAM implementation take from RFP to business as usual',
    '/implementation-roadmap',
  ),
  q(
    'in which phase of the roadmap do go-live and hypercare happen',
    '/implementation-roadmap#operationalization',
  ),
  q('how should guest users in team workspaces be governed', '/asset-management/collaboration'),
  q(
    'a third of our service accounts have no owner, what should we do',
    '/forum/post/24',
    '/asset-management/services',
  ),
  q(
    'reconciliation finds accounts that the IGA tool never created, what do others do with them',
    '/forum/post/39',
    '/policy/correction#key-features',
  ),
  q(
    'managers approve everything in access reviews because their lists are too long',
    '/forum/post/12',
  ),
  q(
    'what happens to project team access when the project is closed',
    '/asset-management/projects',
    '/controls/role#items',
  ),
  q(
    'how does identity work fit into our ITIL service management processes',
    '/strategic/itil-v4-integration',
  ),
  q(
    'what does the service desk do when a user reports that their access is broken',
    '/operations/incident-management-service',
  ),
  q(
    'how do we stop AD and Entra ID groups being managed in two places',
    '/forum/post/16',
    '/directory/directory-services',
  ),
  q(
    'who decides who can read data in our databases and data warehouses',
    '/asset-management/data-sources',
  ),
  q(
    'how many people per class in the privileged access professional course',
    '/introduction/courses#ipaml-professional-privileged-access-management',
  ),
  q(
    'how long is the expert certification valid',
    '/introduction/courses#ipaml-expert-identity-governance-architect',
  ),
  q(
    'our auditor found accounts of ex-employees that were still enabled, what should our offboarding rules say?',
    '/policy/leavers',
    '/policy/account-disabled-deletion',
    '/operations/offboarding-service',
  ),
  q(
    'after how many days without a login should an account be switched off?',
    '/policy/account-disabled-deletion#standards-choices',
    '/policy/account-disabled-deletion#key-features',
  ),
  q(
    'we dismissed someone for misconduct this morning, how do we cut all their access right now',
    '/policy/red-button-procedure',
    '/operations/red-green-action-service',
  ),
  q(
    'who is allowed to order an emergency block of a user account?',
    '/policy/red-button-procedure#key-features',
    '/operations/red-green-action-service#key-features',
  ),
  q(
    'how do admins get in during an outage if the password vault itself is down',
    '/policy/green-button-procedure#standards-choices',
    '/policy/green-button-procedure#key-features',
  ),
  q(
    'how long can emergency access handed out during a crisis stay active?',
    '/policy/green-button-procedure#key-features',
  ),
  q(
    'staff who change department keep their old permissions for months, how do we stop that',
    '/policy/movers',
    '/operations/crossboarding-service',
    '/forum/post/1',
  ),
  q(
    'does getting a new manager count as a job change for access purposes',
    '/policy/movers#standards-choices',
    '/policy/movers#key-features',
    '/controls/trigger#items',
  ),
  q(
    'how many days can someone keep their old access for a handover after moving to another team?',
    '/policy/movers#key-features',
    '/operations/crossboarding-service#key-features',
  ),
  q(
    'what background or identity checks should be done before a new hire gets a login',
    '/policy/joiners#standards-choices',
    '/policy/joiners#key-features',
  ),
  q(
    'how do we manage contractors that are not in our HR system?',
    '/policy/3rd-party-registration',
    '/forum/post/22',
  ),
  q(
    'how often do accounts with access to card payment systems need to be reviewed',
    '/policy/role-permissions-management#standards-choices',
    '/law-regulations#pci-dss',
  ),
  q(
    'an employee got married and changed her surname, does her login name change too?',
    '/policy/username#key-features',
    '/policy/name-lastname-initials-display#benefits',
  ),
  q(
    'can staff show a different first name than their legal name in email and chat?',
    '/policy/preferred-name',
  ),
  q(
    'how should surnames like van der or de be shown in the address book',
    '/policy/name-lastname-initials-display#key-features',
  ),
  q(
    'what naming prefix should admin and service accounts get',
    '/policy/username#key-features',
    '/forum/post/41',
  ),
  q(
    'who should own a shared mailbox and is anyone allowed to sign in with it',
    '/policy/email#key-features',
    '/asset-management/mailboxes',
  ),
  q(
    'the same person shows up twice in our identity system, how do we merge the records',
    '/policy/correction',
    '/operations/correction-service',
  ),
  q(
    'how many hours do we have to tell the regulator about a personal data breach under GDPR',
    '/law-regulations#gdpr',
  ),
  q(
    'how quickly must a significant cyber incident be reported under NIS2?',
    '/law-regulations#nis-directive',
  ),
  q(
    'what do SOX auditors expect around user access',
    '/law-regulations#sox',
    '/introduction/ebooks#sox-and-pci-dss-access-controls',
  ),
  q(
    'what access rules apply to US hospital systems holding patient health records',
    '/law-regulations#hipaa',
    '/introduction/case-builder#healthcare-identity-and-access',
  ),
  q('how can we show auditors who approved access without weeks of screenshots', '/forum/post/27'),
  q(
    'managers approve everything in access reviews, how many items per reviewer is too much?',
    '/forum/post/12',
  ),
  q(
    'which identity metrics should I show the board',
    '/forum/post/4',
    '/introduction/ebooks#identity-kpis-and-reporting',
  ),
  q(
    'which course should a sysadmin take to learn password vaulting and session recording',
    '/training/cpams',
    '/introduction/courses#ipaml-professional-privileged-access-management',
  ),
  q(
    'how much does the privileged access management certification cost per person?',
    '/training/cpams#price-per-person',
  ),
  q(
    'which training is meant for internal auditors and compliance officers',
    '/training/crcms#audience',
    '/training/cigae#audience',
  ),
  q('how many days is the identity lifecycle course', '/training/cilmp#duration'),
  q(
    'our board needs a one day briefing on identity risk, what do you offer',
    '/#training',
    '/introduction/workshops#executive-strategy-workshop',
  ),
  q(
    'what do I get from the one day consultancy assessment and what does it cost',
    '/training/1-day-assessment',
  ),
  q(
    'how long does a whole IAM rollout take from RFP to managed service',
    '/implementation-roadmap',
  ),
  q(
    'what is delivered in the design phase of an identity project',
    '/implementation-roadmap#architecture-and-design',
  ),
  q('how is the overall maturity percentage worked out', '/maturity-assessment#framework-levels'),
  q(
    'where can I download the mapping of your policies to NIST controls as CSV',
    '/control-mappings#crosswalk-downloads',
    '/control-mappings#standard-nist-800-53',
  ),
  q(
    'should everyone really lose local admin rights on their laptops',
    '/forum/post/17',
    '/asset-management/endpoints-hardware',
  ),
  q(
    'we found thousands of service accounts in Active Directory with no owner, what now',
    '/forum/post/24',
    '/asset-management/services',
  ),
  q(
    'auditors want segregation of duties controls in SAP finance, where do we begin?',
    '/forum/post/18',
  ),
  q(
    'how do we let machine suppliers connect remotely without a shared VPN login',
    '/forum/post/40',
    '/introduction/case-builder#manufacturing-ot-it-security',
  ),
  q('in a hybrid Entra ID and on-prem AD setup, where should groups be mastered', '/forum/post/16'),
  q(
    "what happens to a leaver's mailbox and files",
    '/operations/offboarding-service#key-features',
    '/asset-management/mailboxes',
    '/policy/leavers#implementation-steps',
  ),
  q(
    "what's the difference between contract end date and last working day when someone leaves",
    '/policy/leavers#standards-choices',
  ),
  q(
    'is recording admin keystrokes allowed and how long should we keep the videos',
    '/forum/post/8',
  ),
  q(
    "I'm new to identity management, which certification should I start with",
    '/introduction/courses#ipaml-foundation-certification',
    '/training/ciamp',
  ),
  // Keywords and titles
  k(
    'break-glass accounts',
    '/policy/green-button-procedure#key-features',
    '/policy/green-button-procedure#standards-choices',
    '/unified-framework#resilience',
  ),
  k(
    'IST/SOLL',
    '/operations/crossboarding-service',
    '/policy/movers#key-features',
    '/controls/change-enablement#items',
  ),
  k('birthright access role type', '/policy/function-role-type', '/controls/role-type'),
  k('CPAMS price', '/training/cpams#price-per-person'),
  k('CILMP audience', '/training/cilmp#audience'),
  k('CAMA course content', '/training/cama#course-content'),
  k('5-day implementation', '/training/5-day-implementation'),
  k('privileged access rollout lab', '/introduction/workshops#privileged-access-rollout-lab'),
  k(
    'financial services compliance template',
    '/introduction/case-builder#financial-services-compliance',
  ),
  k('ISO 27001 Annex A ebook', '/introduction/ebooks#iso-27001-annex-a-for-identity'),
  k('connector framework', '/tactical/integration-service#connector-framework'),
  k('IGA service', '/tactical/iga-service', '/tactical/iga-identity-governance-administration'),
  k('Role Type-Privileged', '/controls/role-type#items', '/controls/role-type'),
  k('NIST 800-53 mapping', '/control-mappings#standard-nist-800-53'),
  k('IAM programme success factors', '/program-management'),
  k('PAM service', '/tactical/pam-service'),
  k('start a discussion', '/forum/new-post'),
  k(
    'foundation certification exam',
    '/introduction/courses#ipaml-foundation-certification',
    '/forum/post/5',
  ),
  k('three management tiers', '/ipaml-foundation', '/#framework'),
  k('regulatory register', '/strategic/law-&-regulations'),
  k('privilege creep', '/policy/movers', '/operations/crossboarding-service'),
  k('role explosion', '/strategic/role-model', '/introduction/ebooks#designing-a-role-model'),
  k(
    'CMDB resource ownership',
    '/policy/asset-management-cmdb',
    '/tactical/asset-management-service',
  ),
  k('shadow IT discovery', '/tactical/asset-management-service'),
  k('door badge access zones', '/asset-management/physical'),
  k('standard changes', '/controls/change-enablement', '/strategic/itil-v4-integration'),
  k('HR triggers', '/controls/trigger', '/policy/hr'),
  k(
    'mainframe batch sync',
    '/tactical/integration-service#batch-synchronisation',
    '/strategic/data-model#batch-reconciliation',
  ),
  k(
    'disconnected apps deprovisioning',
    '/forum/post/38',
    '/tactical/integration-service#ticket-based-fulfilment',
  ),
  k('role model workshop Amsterdam', '/introduction/workshops#designing-an-enterprise-role-model'),
  k('free ebooks', '/introduction/ebooks'),
  k('Keycloak', '/forum/post/28'),
  k('tiered administration', '/forum/post/33', '/directory/directory-services#key-features'),
  k('forum rules', '/forum/guidelines'),
  k('full service consultancy price', '/training/20-day-full-service'),
  k('hospital access template', '/introduction/case-builder#healthcare-identity-and-access'),
  k('identity data model', '/strategic/data-model'),
  k('migrate IGA to SaaS', '/forum/post/6'),
  k('PAM RFP requirements', '/forum/post/20'),
  // Typos
  t('on boarding servce', '/operations/onboarding-service'),
  t('crosboarding service', '/operations/crossboarding-service'),
  t('ofboarding leavers', '/operations/offboarding-service', '/policy/leavers'),
  t('segragation of duties ebook', '/introduction/ebooks#segregation-of-duties'),
  t('previleged acount discovery', '/introduction/ebooks#privileged-account-discovery'),
  t('green buton procedure', '/policy/green-button-procedure'),
  t('prefered name policy', '/policy/preferred-name'),
  t('3rd pary registration', '/policy/3rd-party-registration'),
  t('CIAMP pirce', '/training/ciamp#price-per-person'),
  t(
    'sarbanes oxly access controls',
    '/law-regulations#sox',
    '/introduction/ebooks#sox-and-pci-dss-access-controls',
  ),
  t('directory resourses', '/directory/resources'),
  t('tecnical deep dive workshop', '/introduction/workshops#technical-deep-dive'),
  t('sesion recording ebook', '/introduction/ebooks#session-monitoring-and-recording'),
  t('CMBD asset managment', '/policy/asset-management-cmdb', '/tactical/asset-management-service'),
  t('incedent managment service', '/operations/incident-management-service'),
  t('architecure management', '/strategic/architecture-management'),
  t('genral governance', '/strategic/general-governance'),
  t('comunity guidlines', '/forum/guidelines'),
  t(
    'identiy threat detection ebook',
    '/introduction/ebooks#identity-threat-detection-and-response',
  ),
  t('offbaording employees checklist', '/operations/offboarding-service', '/policy/leavers'),
  t('segragation of duties SAP', '/forum/post/18'),
  t('priviliged acount discovery', '/introduction/ebooks#privileged-account-discovery'),
  t(
    'just in time privilage elevation',
    '/introduction/ebooks#just-in-time-privilege',
    '/tactical/pam-service',
  ),
  t(
    'contractor sponser end date',
    '/policy/3rd-party-registration#key-features',
    '/policy/3rd-party-registration',
  ),
  t('dispaly name format policy', '/policy/name-lastname-initials-display'),
  t('incident managment for access problems', '/operations/incident-management-service'),
  t('maturiy assesment levels', '/maturity-assessment#framework-levels'),
  t(
    'zero trust netwrok access',
    '/unified-framework#ztna',
    '/introduction/ebooks#zero-trust-access',
  ),
  t('reconcilation accounts missing in IGA', '/forum/post/39'),
  t(
    'HIPPA emergency access procedure',
    '/law-regulations#hipaa',
    '/policy/green-button-procedure#standards-choices',
  ),
  t('workshop brussels privleged access', '/introduction/workshops#privileged-access-rollout-lab'),
  t('red buton procedure', '/policy/red-button-procedure'),
  t('how much is the CIGAE cours', '/training/cigae#price-per-person'),
  // Acronyms, spelled-out forms and practitioners’ other words
  s('deprovisioning ex-employees', '/policy/leavers', '/operations/offboarding-service'),
  s(
    'JML lifecycle',
    '/tactical/iga-identity-governance-administration',
    '/introduction/ebooks#joiner-mover-leaver-explained',
  ),
  s(
    'kill switch for a compromised user',
    '/policy/red-button-procedure',
    '/operations/red-green-action-service',
  ),
  s(
    'entitlement creep after internal transfer',
    '/policy/movers',
    '/operations/crossboarding-service',
    '/forum/post/1',
  ),
  s('LAPS local administrator passwords', '/asset-management/endpoints-hardware'),
  s(
    'workload identities and API keys',
    '/introduction/ebooks#secrets-and-machine-identities',
    '/asset-management/services',
  ),
  s('ISMS', '/strategic/information-security-management', '/law-regulations#iso-27001'),
  s('SSO and MFA for the workforce', '/tactical/iam-service', '/unified-framework#iam'),
  s('HRIS as source of truth', '/policy/hr'),
  s('privileged identity management PIM', '/tactical/pam-service', '/unified-framework#pam'),
  s('DORA ICT risk', '/strategic/risk-management'),
  s('geo-blocking sign-ins from other countries', '/unified-framework#lbac'),
  s('customer identity B2C', '/unified-framework#ciam'),
  s(
    'KRIs for identity',
    '/strategic/continual-improvement',
    '/introduction/ebooks#identity-kpis-and-reporting',
  ),
  s(
    'entitlement catalogue',
    '/controls/permission-management',
    '/asset-management/rights-permissions',
  ),
  s('NTFS file share permissions', '/asset-management/files'),
  s(
    'kill switch for a user account',
    '/policy/red-button-procedure',
    '/operations/red-green-action-service',
  ),
  s(
    'firefighter emergency access',
    '/policy/green-button-procedure',
    '/operations/red-green-action-service',
  ),
  s(
    'as-is vs to-be access comparison for internal transfers',
    '/policy/movers',
    '/operations/crossboarding-service',
    '/controls/change-enablement#items',
  ),
  s('ABAC birthright rules', '/forum/post/25'),
  s(
    'non-human identities',
    '/asset-management/services',
    '/introduction/ebooks#secrets-and-machine-identities',
  ),
  s(
    'toxic combos',
    '/introduction/ebooks#segregation-of-duties',
    '/policy/role-permissions-management#key-features',
  ),
  s(
    'ITGC access controls',
    '/law-regulations#sox',
    '/introduction/ebooks#sox-and-pci-dss-access-controls',
  ),
]
