// The fourth blind set: three sittings written the way the other blind sets were, from the
// searchable documents' text alone, by people who had seen neither the engine, nor its answers,
// nor the other sets, nor the thesaurus, each for different visitors: an IT auditor, a
// service-desk lead and an HR business partner, who use their own work's words rather than the
// site's; a bank's CISO, a cloud security engineer and a buyer comparing training and
// consultancy, who type terse jargon; a junior analyst, an identity architect and a healthcare
// compliance officer, who write long questions with filler and British spellings. Of the 240
// queries written, the 60 another set (or an earlier sitting) already held were left out.
// Measured as written: success@1 0.64, 0.79 and 0.94, success@3 0.76, 0.93 and 0.95. The first
// two sittings' misses were then read and their general causes fixed (filler words such as
// "while", everyday words for duplicate identities, annual access reviews and temporary admin
// rights, "how early" and "how far ahead" as questions about time); the third was measured only
// in sum, before and after. Same kinds and rules as the other sets: an expected url without `#`
// is met by any hit on that page; with `#`, by that section only.
import { caseOf, type RelevanceCase } from './relevance-set.ts'

const { question: q, keyword: k, typo: t, synonym: s } = caseOf

export const fourthBlindSet: RelevanceCase[] = [
  // Questions, as a practitioner asks a colleague
  q(
    'how long do we keep a disabled account before it gets deleted',
    '/policy/account-disabled-deletion#key-features',
  ),
  q(
    'someone is being fired for misconduct today, how fast can we block all their access',
    '/policy/red-button-procedure#key-features',
    '/operations/red-green-action-service',
  ),
  q(
    'how much does the privileged access course cost per person',
    '/training/cpams#price-per-person',
    '/introduction/courses#ipaml-professional-privileged-access-management',
  ),
  q('how far ahead of the start date does HR have to enter a new hire', '/policy/hr#key-features'),
  q(
    'when someone moves to another team can they keep their old access for a while to hand over work',
    '/policy/movers#key-features',
    '/operations/crossboarding-service#key-features',
  ),
  q(
    'if an employee is on garden leave, when do their accounts get switched off',
    '/policy/leavers#standards-choices',
  ),
  q(
    'an employee wants colleagues to see a different first name than their legal name, is that allowed',
    '/policy/preferred-name',
  ),
  q(
    'can we give the login name of someone who left to a new employee',
    '/policy/username#key-features',
  ),
  q(
    'how long can a contractor account stay valid before the sponsor has to extend it',
    '/policy/3rd-party-registration#key-features',
  ),
  q(
    'what do we do when the same person shows up twice in the system',
    '/policy/correction#key-features',
    '/operations/correction-service#key-features',
  ),
  q(
    'after how many days without logging in is an account disabled',
    '/policy/account-disabled-deletion#standards-choices',
    '/policy/account-disabled-deletion#key-features',
  ),
  q(
    'how often must access to card payment systems be reviewed',
    '/policy/role-permissions-management#standards-choices',
    '/law-regulations#pci-dss',
  ),
  q(
    'how often should admin access be recertified',
    '/policy/role-permissions-management#key-features',
    '/tactical/pam-service#implementation-steps',
    '/controls/role-type#items',
  ),
  q(
    'do background checks need to be finished before a new hire gets their accounts',
    '/policy/joiners#standards-choices',
    '/policy/joiners#key-features',
  ),
  q(
    'which course should our internal auditors take',
    '/training/crcms#audience',
    '/training/cigae#audience',
  ),
  q(
    'who is responsible for a shared team mailbox',
    '/policy/email#key-features',
    '/asset-management/mailboxes',
  ),
  q(
    "what happens to someone's username and email address when they change their surname after getting married",
    '/policy/username#key-features',
    '/policy/email#key-features',
    '/policy/name-lastname-initials-display#benefits',
  ),
  q(
    'what access does a new starter get automatically without having to request it',
    '/policy/function-role-type#key-features',
    '/controls/role-type',
    '/operations/onboarding-service#key-features',
  ),
  q(
    'how can we give someone access right away during a crisis without the usual approvals',
    '/policy/green-button-procedure#key-features',
    '/operations/red-green-action-service',
  ),
  q(
    'what if the password vault is down and we urgently need admin access',
    '/policy/green-button-procedure#standards-choices',
    '/unified-framework#resilience',
  ),
  q(
    'do shared passwords need to be changed when an admin leaves',
    '/policy/leavers#key-features',
    '/operations/offboarding-service#key-features',
    '/policy/leavers#standards-choices',
  ),
  q('can I export the control mappings into our GRC tool', '/control-mappings#crosswalk-downloads'),
  q(
    'which ISO 27001 control covers getting laptops back from people who leave',
    '/control-mappings#standard-iso-27001',
  ),
  q(
    'how long does a full IAM implementation take from RFP to running service',
    '/implementation-roadmap',
  ),
  q('what does a one day assessment by a consultant cost', '/training/1-day-assessment'),
  q(
    'how do we make sure project team access ends when the project closes',
    '/asset-management/projects',
    '/controls/role',
  ),
  q('should identity be owned by IT, security or HR', '/forum/post/15', '/ciamo'),
  q(
    'how quickly do we have to report a data breach to the regulator',
    '/law-regulations#gdpr',
    '/law-regulations#nis-directive',
  ),
  q(
    'what should we do with service accounts nobody owns',
    '/forum/post/24',
    '/asset-management/services',
  ),
  q(
    'can a deputy approve requests on behalf of a manager who is away',
    '/asset-management/mandate-delegate',
  ),
  q(
    'how should outside vendors get remote access for maintenance',
    '/forum/post/40',
    '/policy/3rd-party-registration#key-features',
    '/introduction/case-builder#manufacturing-ot-it-security',
  ),
  q(
    "when is a leaver's building badge deactivated",
    '/asset-management/physical',
    '/operations/offboarding-service#key-features',
  ),
  q(
    "what does the service desk do when a user suddenly can't get into an application",
    '/operations/incident-management-service',
  ),
  q(
    'which laws apply to staff access to patient records',
    '/law-regulations#hipaa',
    '/introduction/case-builder#healthcare-identity-and-access',
  ),
  q('how many items can one manager realistically check in an access review', '/forum/post/12'),
  q('what evidence will auditors accept instead of screenshots of approvals', '/forum/post/27'),
  q('how do I post a question for other practitioners to answer', '/forum/new-post'),
  q(
    'how often do we need to recertify access to systems in PCI scope?',
    '/policy/role-permissions-management#standards-choices',
    '/law-regulations#pci-dss',
  ),
  q(
    'which certification should our PAM engineers and sysadmins take?',
    '/training/cpams#audience',
    '/training/cpams',
    '/introduction/courses#ipaml-professional-privileged-access-management',
  ),
  q('what does CIGAE cost per person if we run it in-house?', '/training/cigae#price-per-person'),
  q(
    'after how many days without sign-in should dormant accounts be disabled?',
    '/policy/account-disabled-deletion#standards-choices',
    '/policy/account-disabled-deletion#key-features',
  ),
  q(
    "who is authorised to order an emergency block of someone's access?",
    '/policy/red-button-procedure#key-features',
    '/operations/red-green-action-service#key-features',
  ),
  q(
    'how do admins get emergency access if the PAM vault itself is down?',
    '/policy/green-button-procedure#standards-choices',
    '/tactical/pam-service#key-features',
    '/unified-framework#resilience',
  ),
  q(
    'how long can someone keep their old access after an internal transfer for handover?',
    '/policy/movers#key-features',
    '/operations/crossboarding-service#key-features',
  ),
  q(
    'do we have to rotate shared admin passwords when an employee leaves?',
    '/policy/leavers#key-features',
    '/policy/leavers#standards-choices',
  ),
  q(
    'what assurance level should new hires be identity proofed at before we issue MFA?',
    '/policy/joiners#standards-choices',
  ),
  q(
    "what's included in the 20-day consultancy package and what does it cost?",
    '/training/20-day-full-service',
  ),
  q(
    'which course covers federation protocols and ZTNA for solution architects?',
    '/training/cama#course-content',
    '/training/cama',
  ),
  q(
    'is there a certification aimed at internal auditors and compliance officers?',
    '/training/crcms#audience',
    '/training/crcms',
  ),
  q(
    'how many people can join the executive strategy workshop?',
    '/introduction/workshops#executive-strategy-workshop',
  ),
  q(
    'when and where is the next hands-on PAM rollout workshop?',
    '/introduction/workshops#privileged-access-rollout-lab',
  ),
  q(
    'how many questions are on the foundation exam and what does it cost?',
    '/introduction/courses#ipaml-foundation-certification',
  ),
  q(
    'how long does the expert governance architect certification stay valid?',
    '/introduction/courses#ipaml-expert-identity-governance-architect',
  ),
  q(
    "how many weeks does a full IAM rollout take and what's the budget range?",
    '/implementation-roadmap',
  ),
  q(
    'what do we get out of the RFP and readiness phase?',
    '/implementation-roadmap#rfp-and-readiness',
  ),
  q('how is the maturity percentage turned into a level?', '/maturity-assessment#framework-levels'),
  q(
    'can we download the control mappings as OSCAL for our GRC tool?',
    '/control-mappings#crosswalk-downloads',
  ),
  q(
    'which NIST 800-53 controls does the leaver process cover?',
    '/control-mappings#standard-nist-800-53',
  ),
  q(
    "how do we give contractors accounts when they aren't in the HR system?",
    '/policy/3rd-party-registration',
    '/forum/post/22',
  ),
  q(
    'who should own the IAM programme: IT, security or HR?',
    '/forum/post/15',
    '/strategic/general-governance',
  ),
  q(
    'which template fits a bank that needs SoD and quarterly privileged access reviews?',
    '/introduction/case-builder#financial-services-compliance',
  ),
  q(
    'how many line items per reviewer before access reviews turn into rubber-stamping?',
    '/forum/post/12',
  ),
  q('should CI/CD secrets live in the PAM vault or a separate secrets manager?', '/forum/post/13'),
  q('what should we put in an RFP for a PAM platform?', '/forum/post/20'),
  q(
    'does a change of manager trigger the mover process?',
    '/policy/movers#standards-choices',
    '/controls/trigger#items',
  ),
  q(
    'where do we track identity risks like toxic combinations alongside enterprise risk?',
    '/strategic/risk-management#key-features',
    '/strategic/risk-management',
  ),
  q(
    'how quickly must the red button block a compromised account?',
    '/policy/red-button-procedure#key-features',
  ),
  q(
    'how long does emergency access granted with the green button last?',
    '/policy/green-button-procedure#key-features',
  ),
  q('what are the maximum GDPR fines?', '/law-regulations#gdpr'),
  q('what does NIS2 require on MFA and supplier access?', '/law-regulations#nis-directive'),
  q(
    'which IAM metrics should we present to the board?',
    '/forum/post/4',
    '/introduction/ebooks#identity-kpis-and-reporting',
  ),
  q(
    "how do we deprovision apps that can't be connected to the IGA tool?",
    '/forum/post/38',
    '/tactical/integration-service#ticket-based-fulfilment',
  ),
  q(
    "what's the difference between the 1-day assessment and the 5-day implementation offer?",
    '/training/1-day-assessment',
    '/training/5-day-implementation',
  ),
  q(
    'how long does the managed governance service contract run?',
    '/introduction/consultancy#managed-governance-service',
  ),
  q('do IPAML courses count for CPE credits?', '/forum/post/36'),
  q('can usernames be reissued after an employee leaves?', '/policy/username#key-features'),
  q(
    'how should the service desk escalate a suspected compromised identity to the SOC?',
    '/operations/incident-management-service#implementation-steps',
    '/operations/incident-management-service#key-features',
  ),
  q(
    'how long can an account sit unused before it gets disabled automatically, and when is it actually deleted?',
    '/policy/account-disabled-deletion#key-features',
    '/policy/account-disabled-deletion#standards-choices',
  ),
  q(
    'I need to know who is allowed to authorise the red button when someone is dismissed on the spot',
    '/policy/red-button-procedure#key-features',
    '/operations/red-green-action-service#key-features',
  ),
  q(
    'how do our break glass accounts still work if the PAM vault or the identity provider is down?',
    '/policy/green-button-procedure#standards-choices',
    '/policy/green-button-procedure#key-features',
    '/tactical/pam-service#key-features',
  ),
  q(
    'can you tell me how much the privileged access specialist certification costs per person and for an in-house group',
    '/training/cpams#price-per-person',
  ),
  q(
    'which law requires unique user IDs and automatic logoff on systems holding electronic patient health information',
    '/law-regulations#hipaa',
  ),
  q(
    'is there a business case template for a hospital where clinicians share workstations at the bedside',
    '/introduction/case-builder#healthcare-identity-and-access',
  ),
  q(
    'how often should privileged accounts be recertified compared with ordinary user access, and why every six months for card payment systems',
    '/policy/role-permissions-management#standards-choices',
    '/policy/role-permissions-management#key-features',
  ),
  q(
    'when a colleague moves to another department how long may they keep their old access for a handover',
    '/policy/movers#key-features',
    '/operations/crossboarding-service#key-features',
    '/policy/movers#standards-choices',
  ),
  q(
    'what are the critical success factors for running a multi-year IAM programme, for example executive sponsorship',
    '/program-management',
  ),
  q(
    'what level of identity proofing do new employees go through before they receive their credentials and MFA',
    '/policy/joiners#standards-choices',
    '/policy/joiners#key-features',
  ),
  q(
    'how many working days before the start date should HR have a new hire registered',
    '/policy/hr#key-features',
  ),
  q(
    'whats the difference between the end date and the last working day when offboarding a leaver',
    '/policy/leavers#standards-choices',
  ),
  q(
    'can staff appear in the address book under a name other than their legal first name, for example after a gender transition',
    '/policy/preferred-name',
  ),
  q(
    'how should display names deal with surname prefixes like van or de and hyphenated last names',
    '/policy/name-lastname-initials-display#key-features',
  ),
  q(
    'are the usernames of people who left ever reused for new starters?',
    '/policy/username#key-features',
    '/policy/account-disabled-deletion#key-features',
  ),
  q(
    'how does our organisation register contractors and supplier staff who are not in the HR system',
    '/policy/3rd-party-registration',
    '/forum/post/22',
  ),
  q(
    'what are the phases of the implementation roadmap and roughly how many weeks does each one take',
    '/implementation-roadmap',
  ),
  q(
    'how is the overall maturity percentage worked out from the levels I pick for each cell',
    '/maturity-assessment#framework-levels',
  ),
  q(
    'which NIST SP 800-53 controls are covered by the leavers policy and the offboarding service',
    '/control-mappings#standard-nist-800-53',
  ),
  q(
    'can I export all the control mappings as an OSCAL catalog to load into our GRC tool',
    '/control-mappings#crosswalk-downloads',
  ),
  q('what does a CIAMO actually do and what is the development path to becoming one', '/ciamo'),
  q(
    'what sits in the tactical management tier of the framework, the to arrange part',
    '/ipaml-foundation#tactical-management',
  ),
  q(
    'what should we do with applications that cannot be connected to the IGA tool when someone needs deprovisioning',
    '/tactical/integration-service#ticket-based-fulfilment',
    '/forum/post/38',
  ),
  q(
    'who owns a shared mailbox and how are send-as delegates approved',
    '/asset-management/mailboxes',
    '/policy/email#key-features',
  ),
  q(
    'which integration pattern suits SaaS applications and which one suits legacy mainframe systems',
    '/tactical/integration-service#real-time-provisioning',
    '/tactical/integration-service#batch-synchronisation',
  ),
  q(
    'what information has to be recorded in the CMDB before an application can be onboarded into provisioning and reviews',
    '/policy/asset-management-cmdb#key-features',
    '/asset-management/application-software',
  ),
  q(
    'who should own service accounts and API clients, and how often are their permissions reviewed',
    '/asset-management/services',
  ),
  q(
    'how quickly does NIS2 expect an early warning after a significant incident',
    '/law-regulations#nis-directive',
  ),
  q(
    'what is included in the 5 day implementation consultancy and what does it cost',
    '/training/5-day-implementation',
  ),
  q(
    'is there an in-person workshop on designing role models, where is it and how many places are left',
    '/introduction/workshops#designing-an-enterprise-role-model',
  ),
  q(
    'how many line items per reviewer is too many before access reviews turn into rubber stamping',
    '/forum/post/12',
  ),
  q(
    'how do I ask the community a question, do posts get checked by a moderator first',
    '/forum/new-post',
  ),
  q(
    'which ITIL 4 practices should access requests and joiner and leaver changes run through',
    '/strategic/itil-v4-integration',
  ),
  q(
    'are physical access badges revoked as part of the leaver and red button processes',
    '/asset-management/physical',
    '/policy/red-button-procedure#key-features',
    '/policy/leavers#key-features',
  ),
  q(
    'how do I get from thousands of mined candidate roles to a role model the business owners can actually maintain',
    '/forum/post/11',
  ),
  q(
    'what does the foundation course cover and how many questions are on the exam',
    '/introduction/courses#ipaml-foundation-certification',
  ),
  q(
    'how long does emergency access granted under the green button last before it expires',
    '/policy/green-button-procedure#key-features',
  ),
  q(
    'how do we build a register of the laws that apply to us and map each one to IAM controls',
    '/strategic/law-&-regulations#key-features',
    '/strategic/law-&-regulations#implementation-steps',
  ),
  q(
    'as a compliance officer which course teaches mapping HIPAA and GDPR requirements to access controls and audit evidence',
    '/training/crcms',
  ),
  q(
    'what events from the HR system kick off the joiner, mover and leaver processes automatically',
    '/controls/trigger',
  ),
  // Keywords and titles
  k('CIAMO skills', '/ciamo'),
  k('maturity levels', '/maturity-assessment#framework-levels'),
  k('implementation roadmap phases', '/implementation-roadmap'),
  k('standard change types', '/controls/change-enablement'),
  k('CMDB resource owner', '/policy/asset-management-cmdb', '/tactical/asset-management-service'),
  k('NIST 800-53 controls', '/control-mappings#standard-nist-800-53'),
  k('BiSL identity', '/strategic/bisl'),
  k('HR data quality', '/policy/hr'),
  k(
    'standing privileges',
    '/tactical/pam-service',
    '/training/cpams',
    '/introduction/ebooks#just-in-time-privilege',
  ),
  k(
    'credential vault rotation',
    '/tactical/pam-service#key-features',
    '/training/cpams#course-content',
  ),
  k('IAM reference architecture standards', '/strategic/architecture-management'),
  k('OT manufacturing template', '/introduction/case-builder#manufacturing-ot-it-security'),
  k(
    'batch reconciliation',
    '/strategic/data-model#batch-reconciliation',
    '/tactical/integration-service#batch-synchronisation',
  ),
  k('ITIL service catalogue', '/strategic/itil-v4-integration'),
  k('dormant account disable', '/policy/account-disabled-deletion'),
  k('unified framework control layers', '/unified-framework'),
  k('session recording works council', '/forum/post/8'),
  k('tiered administration model', '/forum/post/33'),
  k('identity KPIs', '/introduction/ebooks#identity-kpis-and-reporting', '/forum/post/4'),
  k('programme management phases', '/strategic/program-management#phases', '/program-management'),
  k('security group owner', '/asset-management/security-groups'),
  k('PAM rollout lab', '/introduction/workshops#privileged-access-rollout-lab'),
  k('identity risk toxic combinations', '/strategic/risk-management'),
  k('collaboration guest access', '/asset-management/collaboration'),
  // Typos
  t('privilaged access management', '/tactical/pam-service', '/unified-framework#pam'),
  t('preffered name policy', '/policy/preferred-name'),
  t('contol mappings', '/control-mappings'),
  t('dormant acounts', '/policy/account-disabled-deletion', '/unified-framework#ispm'),
  t(
    'acces certification campaign',
    '/introduction/ebooks#access-certification-campaigns',
    '/tactical/iga-service',
  ),
  t('offbaording leaver', '/operations/offboarding-service', '/policy/leavers'),
  t('enterprize role model workshop', '/introduction/workshops#designing-an-enterprise-role-model'),
  t(
    'identiy threat detection',
    '/unified-framework#itdr',
    '/introduction/ebooks#identity-threat-detection-and-response',
    '/forum/post/35',
  ),
  t(
    'break glas accounts',
    '/policy/green-button-procedure',
    '/operations/red-green-action-service',
    '/unified-framework#resilience',
  ),
  t('offbaording service', '/operations/offboarding-service'),
  t('priviledged access management service', '/tactical/pam-service'),
  t(
    'reconcilation orphan accounts',
    '/forum/post/39',
    '/strategic/data-model#batch-reconciliation',
  ),
  t(
    'HIPPA emergency access',
    '/law-regulations#hipaa',
    '/policy/green-button-procedure#standards-choices',
  ),
  t('contol mappings iso 27001', '/control-mappings#standard-iso-27001'),
  // Acronyms, spelled-out forms and other words for a thing
  s('new starter setup', '/operations/onboarding-service', '/policy/joiners'),
  s(
    'kill switch for a hacked account',
    '/policy/red-button-procedure',
    '/operations/red-green-action-service',
  ),
  s(
    'annual review of who has access',
    '/introduction/ebooks#access-certification-campaigns',
    '/policy/role-permissions-management#standards-choices',
    '/tactical/iga-service',
  ),
  s('agency temp workers', '/policy/3rd-party-registration'),
  s(
    'two-factor authentication',
    '/introduction/ebooks#authentication-and-mfa-basics',
    '/tactical/iam-service',
  ),
  s('California privacy law', '/law-regulations#ccpa'),
  s('Health Insurance Portability and Accountability Act', '/law-regulations#hipaa'),
  s(
    'temporary admin rights',
    '/introduction/ebooks#just-in-time-privilege',
    '/unified-framework#pam',
  ),
  s(
    'access recertification',
    '/introduction/ebooks#access-certification-campaigns',
    '/introduction/ebooks#identity-governance-for-auditors-and-managers',
  ),
  s(
    'kill switch for compromised account',
    '/policy/red-button-procedure',
    '/operations/red-green-action-service',
  ),
  s('stale inactive accounts', '/policy/account-disabled-deletion'),
  s('customer identity', '/unified-framework#ciam'),
  s(
    'role-based access control',
    '/strategic/role-model',
    '/policy/function-role-type',
    '/controls/role-type',
  ),
  s('new starter provisioning', '/policy/joiners', '/operations/onboarding-service'),
  s('ePHI access controls', '/law-regulations#hipaa'),
  s(
    'JML processes',
    '/tactical/iga-identity-governance-administration',
    '/introduction/ebooks#joiner-mover-leaver-explained',
  ),
  s('new starter accounts ready on day one', '/policy/joiners', '/operations/onboarding-service'),
  s(
    'user access reviews',
    '/introduction/ebooks#access-certification-campaigns',
    '/policy/role-permissions-management#key-features',
  ),
  s('customer identity management', '/unified-framework#ciam'),
  s('block sign-ins from other countries', '/unified-framework#lbac'),
  s('replace the VPN', '/unified-framework#ztna', '/introduction/ebooks#zero-trust-access'),
  s('merge duplicate identities', '/policy/correction', '/operations/correction-service'),
  s('Canadian privacy law', '/law-regulations#pipeda'),
  s('Business Information Services Library', '/strategic/bisl'),
  s('internal transfer access changes', '/policy/movers', '/operations/crossboarding-service'),
]
