// The fifth blind set: two sittings written the way the other blind sets were, from the
// searchable documents' text alone, by people who had seen neither the engine, nor its answers,
// nor the other sets, nor the thesaurus, for visitors who are not identity specialists. The
// first wrote for a line manager, a finance controller, a project manager and a small company's
// IT generalist, who describe situations in everyday words ("my new hire can't log in on day
// one"); the second for a data protection officer, an awareness lead, a hospital IT manager, a
// university administrator and a service provider's account manager. Of the 160 queries
// written, the 24 another set already held were left out. Measured as written: success@1 0.47
// and 0.68, success@3 0.61 and 0.80: everyday words are this engine's weakest ground. The first
// sitting's misses were read and the everyday words they showed added to the thesaurus from
// common usage (single sign-on as "log in once", an SMS code as a second factor, a login for an
// account, quitting for leaving, an agency temp as a third party); the second was measured only
// in sum. Same kinds and rules as the other sets: an expected url without `#` is met by any hit
// on that page; with `#`, by that section only.
import { caseOf, type RelevanceCase } from './relevance-set.ts'

const { question: q, keyword: k, typo: t, synonym: s } = caseOf

export const fifthBlindSet: RelevanceCase[] = [
  // Questions, as a practitioner asks a colleague
  q(
    'someone on my team is leaving next Friday, at what point do their logins actually stop working?',
    '/policy/leavers#standards-choices',
    '/operations/offboarding-service#key-features',
  ),
  q(
    'my new hire starts Monday and has no account yet, how far ahead should HR have entered them?',
    '/policy/hr#key-features',
    '/operations/onboarding-service#implementation-steps',
  ),
  q(
    'who makes sure nobody can both set up a new supplier and pay them?',
    '/forum/post/18',
    '/policy/role-permissions-management#key-features',
    '/introduction/ebooks#segregation-of-duties',
  ),
  q(
    'how do I give my project team access to the shared drive only until the project finishes in March?',
    '/asset-management/projects',
    '/controls/role#items',
  ),
  q(
    'we let someone go this morning, how fast can IT shut off everything they can get into?',
    '/policy/red-button-procedure#key-features',
    '/operations/red-green-action-service',
  ),
  q(
    'a guy moved from sales to finance and can still open the sales folders, is that how it should work?',
    '/policy/movers',
    '/operations/crossboarding-service#key-features',
  ),
  q(
    'can my new team member keep their old access for a couple of weeks to hand over work?',
    '/policy/movers#key-features',
    '/operations/crossboarding-service#key-features',
  ),
  q(
    'what should happen to the laptop, badge and phone of someone who quits?',
    '/operations/offboarding-service#key-features',
    '/asset-management/endpoints-hardware',
    '/asset-management/physical',
  ),
  q(
    'how often do we have to check who can get into the card payment systems?',
    '/law-regulations#pci-dss',
    '/policy/role-permissions-management#standards-choices',
  ),
  q(
    'what will the auditors look at regarding user access for our financial statements?',
    '/law-regulations#sox',
    '/introduction/ebooks#sox-and-pci-dss-access-controls',
  ),
  q(
    "how do I get a login for an agency temp who isn't in the HR system?",
    '/policy/3rd-party-registration',
    '/forum/post/22',
  ),
  q(
    "the consultant's contract ended months ago but their account still works, how do we stop that happening?",
    '/policy/3rd-party-registration#key-features',
    '/policy/3rd-party-registration#implementation-steps',
  ),
  q(
    "how long do we keep a leaver's account before it is deleted for good?",
    '/policy/account-disabled-deletion#key-features',
  ),
  q(
    'a former employee is coming back after two months, can we just switch their old account back on?',
    '/policy/account-disabled-deletion#benefits',
    '/policy/account-disabled-deletion#standards-choices',
  ),
  q(
    'can staff show a different first name than their legal one in email and chat?',
    '/policy/preferred-name',
  ),
  q(
    "a colleague got married and took her husband's surname, will her login name change?",
    '/policy/username#key-features',
    '/policy/name-lastname-initials-display',
  ),
  q(
    'what happens to emails sent to someone after they leave the company?',
    '/policy/email#key-features',
    '/asset-management/mailboxes',
  ),
  q(
    'who should be responsible for our shared accounts@ mailbox and who gets to read it?',
    '/asset-management/mailboxes',
    '/policy/email',
  ),
  q(
    'our one IT guy uses the same admin password on every server, how should that be handled?',
    '/tactical/pam-service',
    '/introduction/ebooks#privileged-access-management-in-practice',
  ),
  q(
    'is there a short training for line managers who have to approve and review access?',
    '/#training',
  ),
  q(
    'how many days is the course for HR and operations people about starters and leavers?',
    '/training/cilmp#duration',
    '/training/cilmp',
  ),
  q(
    "where should the official record of a person's name, job and start date come from?",
    '/policy/hr',
    '/strategic/data-model#source-layer',
  ),
  q(
    'how can we rate how well we handle accounts and permissions compared to good practice?',
    '/maturity-assessment',
    '/introduction/consultancy#iam-maturity-assessment',
  ),
  q(
    'what does it mean if the self-assessment gives us 70 percent?',
    '/maturity-assessment#framework-levels',
  ),
  q(
    'we have customers in California, what does their privacy law mean for who can see their data?',
    '/law-regulations#ccpa',
  ),
  q(
    'we are a clinic with patient records, what do the US health rules say about logins?',
    '/law-regulations#hipaa',
    '/introduction/case-builder#healthcare-identity-and-access',
  ),
  q(
    'how many hours do we have to report a data breach in Europe?',
    '/law-regulations#gdpr',
    '/law-regulations#nis-directive',
  ),
  q(
    'can I download a spreadsheet that links your policies to NIST controls?',
    '/control-mappings#crosswalk-downloads',
    '/control-mappings#standard-nist-800-53',
  ),
  q(
    'someone was locked out by mistake during a security scare, how do we get them back in quickly?',
    '/policy/green-button-procedure',
    '/operations/red-green-action-service',
  ),
  q(
    'what if the password safe itself is down and we urgently need admin access?',
    '/policy/green-button-procedure#standards-choices',
    '/unified-framework#resilience',
  ),
  q(
    'the same employee shows up twice in our systems with two different accounts, how do we clean that up?',
    '/policy/correction',
    '/operations/correction-service#key-features',
  ),
  q(
    'we found accounts in an app that nobody ever requested, what should we do with them?',
    '/forum/post/39',
    '/policy/correction#key-features',
  ),
  q(
    'how do I decide what every new starter gets automatically based on their job?',
    '/policy/function-role-type',
    '/controls/role-type',
  ),
  q(
    'I have to review 1,500 lines of access for my team and just click approve, is that normal?',
    '/forum/post/12',
  ),
  q(
    "how can my deputy approve invoices while I'm on holiday without breaking the rules?",
    '/asset-management/mandate-delegate',
  ),
  q(
    "who is allowed to order an immediate lockout of an employee's accounts?",
    '/policy/red-button-procedure#key-features',
    '/operations/red-green-action-service#key-features',
  ),
  q(
    'how should outside maintenance companies connect remotely to our factory machines?',
    '/forum/post/40',
    '/introduction/case-builder#manufacturing-ot-it-security',
  ),
  q(
    'roughly how long does it take to roll out a proper access management setup from start to finish?',
    '/implementation-roadmap',
    '/strategic/program-management#phases',
  ),
  q(
    'who in the company should own access decisions, IT, security or HR?',
    '/forum/post/15',
    '/strategic/general-governance',
  ),
  q('how do I post my own question for other members to answer?', '/forum/new-post'),
  q(
    'are we allowed to record what admins type on servers, and what will the works council say?',
    '/forum/post/8',
  ),
  q(
    'what numbers should we show the board each month about access risks?',
    '/forum/post/4',
    '/introduction/ebooks#identity-kpis-and-reporting',
  ),
  q(
    "some of our old apps can't be linked to anything, how do we make sure leavers are removed from them?",
    '/forum/post/38',
    '/tactical/integration-service#ticket-based-fulfilment',
  ),
  q(
    'should new employees have their identity checked before they get their password?',
    '/policy/joiners#standards-choices',
    '/policy/joiners#key-features',
  ),
  q(
    'a student graduates, what happens to their account afterwards',
    '/policy/leavers',
    '/policy/account-disabled-deletion',
  ),
  q(
    'how long do we keep accounts of people who left before they are deleted',
    '/policy/account-disabled-deletion#key-features',
    '/policy/account-disabled-deletion',
  ),
  q(
    'how do we prove to the regulator who had access to what and who approved it',
    '/tactical/iga-service',
    '/forum/post/27',
    '/strategic/law-&-regulations',
  ),
  q(
    'do we need to involve the works council before recording admin sessions with keystrokes',
    '/forum/post/8',
  ),
  q(
    'how many hours do we have to notify the supervisory authority after a personal data breach',
    '/law-regulations#gdpr',
  ),
  q(
    'which employee data should HR send to the identity system, only what is really needed?',
    '/policy/hr',
    '/strategic/data-model',
  ),
  q(
    'an employee in gender transition wants colleagues to see a different first name',
    '/policy/preferred-name',
  ),
  q(
    'someone changed their surname after marriage, does their login name change too',
    '/policy/username#key-features',
    '/policy/name-lastname-initials-display',
  ),
  q(
    'we are a Canadian company, which privacy law applies to access to personal information',
    '/law-regulations#pipeda',
  ),
  q(
    'is there a one day session to explain identity risks to our board members',
    '/#training',
    '/introduction/workshops#executive-strategy-workshop',
  ),
  q(
    "our staff keep getting MFA push prompts they didn't ask for, is that an attack",
    '/unified-framework#itdr',
  ),
  q(
    'how do we stop former staff getting back in with a shared password or API key they knew',
    '/policy/leavers#standards-choices',
    '/policy/leavers',
  ),
  q(
    'managers approve every line in the access review in a few minutes, how to fix that',
    '/forum/post/12',
    '/introduction/ebooks#identity-governance-for-auditors-and-managers',
  ),
  q(
    'doctor needs urgent access to a patient file at night',
    '/policy/green-button-procedure',
    '/introduction/case-builder#healthcare-identity-and-access',
    '/operations/red-green-action-service',
  ),
  q(
    'nurses share workstations on the ward and need to log in quickly',
    '/introduction/case-builder#healthcare-identity-and-access',
  ),
  q('what does HIPAA require for access to electronic patient records', '/law-regulations#hipaa'),
  q(
    'how do admins get in during an emergency when the password vault itself is down',
    '/policy/green-button-procedure#standards-choices',
    '/unified-framework#resilience',
  ),
  q(
    'medical device supplier needs remote access for maintenance, how do we control it',
    '/forum/post/40',
    '/policy/3rd-party-registration',
  ),
  q(
    'we dismissed an employee for misconduct and need to block all their access right now',
    '/policy/red-button-procedure',
    '/operations/red-green-action-service',
  ),
  q(
    "who is allowed to order an immediate lockout of someone's accounts",
    '/policy/red-button-procedure#key-features',
    '/operations/red-green-action-service',
  ),
  q(
    'visiting researchers need accounts that stop automatically when their stay ends',
    '/policy/3rd-party-registration',
  ),
  q(
    'staff member moves to another faculty, how do we remove the access from the old job',
    '/policy/movers',
    '/operations/crossboarding-service',
  ),
  q(
    'what should happen to accounts nobody has logged into for months',
    '/policy/account-disabled-deletion#standards-choices',
  ),
  q(
    'can an old username be given to a new student after the previous owner left',
    '/policy/username#key-features',
  ),
  q(
    'two people with exactly the same name, how do we give them unique email addresses',
    '/policy/email#key-features',
  ),
  q(
    'Teams workspaces full of external guests that nobody cleans up',
    '/asset-management/collaboration',
  ),
  q(
    'research project access should disappear when the project is finished',
    '/asset-management/projects',
    '/controls/role#items',
  ),
  q(
    "if only someone's manager changes, do they count as a mover?",
    '/controls/trigger#items',
    '/policy/movers#standards-choices',
  ),
  q("new hire starts Monday but isn't in the HR system yet, what do we do", '/policy/hr'),
  q(
    'a person got registered twice and now has two accounts, how do we merge them',
    '/policy/correction',
    '/operations/correction-service',
  ),
  q(
    'what does the privileged access course cost per person',
    '/training/cpams#price-per-person',
    '/introduction/courses#ipaml-professional-privileged-access-management',
  ),
  q(
    'can you run the certification course in-house for a group of our engineers',
    '/training/ciamp#price-per-person',
    '/forum/post/26',
  ),
  q(
    'what does a one-day assessment of our identity setup cost and what do we get',
    '/training/1-day-assessment',
  ),
  q(
    'can you run our access review campaigns for us as an ongoing service',
    '/introduction/consultancy#managed-governance-service',
    '/implementation-roadmap#managed-service-bau',
  ),
  q(
    'what should we put in a tender when selecting a PAM product',
    '/forum/post/20',
    '/implementation-roadmap#rfp-and-readiness',
  ),
  q(
    'how long does a full identity management rollout take from start to finish',
    '/implementation-roadmap',
  ),
  q(
    'how often should administrator access be re-approved',
    '/policy/role-permissions-management#standards-choices',
    '/controls/role-type#items',
  ),
  q(
    'what does a score of 70 percent in the maturity self-assessment mean',
    '/maturity-assessment#framework-levels',
  ),
  q("can I promote our company's product in the community forum", '/forum/guidelines'),
  q(
    'who should own identity management in a company: IT, security or HR',
    '/forum/post/15',
    '/ciamo',
  ),
  q(
    "how do we handle leavers in applications that can't be connected to automatic provisioning",
    '/forum/post/38',
    '/tactical/integration-service#ticket-based-fulfilment',
  ),
  q(
    'we have AD on premises and Entra ID in the cloud, which one should be master for groups',
    '/forum/post/16',
  ),
  q(
    'how can access changes be done fast without taking each one to the change advisory board',
    '/controls/change-enablement',
    '/strategic/itil-v4-integration',
  ),
  q('what is the career path to becoming head of identity and access in an organisation', '/ciamo'),
  // Keywords and titles
  k('leaver checklist', '/operations/offboarding-service', '/policy/leavers'),
  k('contractor end date', '/policy/3rd-party-registration#key-features', '/forum/post/22'),
  k('course prices', '/introduction/courses', '/training'),
  k('username format', '/policy/username'),
  k('project access expiry', '/asset-management/projects', '/controls/role'),
  k('one day consultancy cost', '/training/1-day-assessment'),
  k('service account owners', '/asset-management/services', '/forum/post/24'),
  k('access risk register', '/strategic/risk-management'),
  k('guests in team sites', '/asset-management/collaboration'),
  k('workshop dates', '/introduction/workshops'),
  k('shared mailbox owner', '/asset-management/mailboxes', '/policy/email'),
  k('badge access building', '/asset-management/physical'),
  k('SAP segregation of duties', '/forum/post/18'),
  k('identity proofing new hires', '/policy/joiners#standards-choices'),
  k('deputy approval delegation', '/asset-management/mandate-delegate'),
  // Typos
  t(
    'offboardng laptop return',
    '/operations/offboarding-service#key-features',
    '/asset-management/endpoints-hardware',
  ),
  t(
    'segregaton of duties finance',
    '/introduction/ebooks#segregation-of-duties',
    '/policy/role-permissions-management',
    '/forum/post/18',
  ),
  t('contracter acess', '/policy/3rd-party-registration'),
  t('admin pasword vault', '/tactical/pam-service', '/unified-framework#pam'),
  t('new startr account day one', '/policy/joiners', '/operations/onboarding-service'),
  t('sarbanes oxly user access', '/law-regulations#sox'),
  t(
    'emergancy access procedure',
    '/policy/green-button-procedure',
    '/operations/red-green-action-service',
  ),
  t('offbaording leavers process', '/operations/offboarding-service', '/policy/leavers'),
  t(
    'privilaged access management course',
    '/training/cpams',
    '/introduction/courses#ipaml-professional-privileged-access-management',
  ),
  t(
    'acess certification campain',
    '/introduction/ebooks#access-certification-campaigns',
    '/tactical/iga-service',
  ),
  t('contracter sponsor end date', '/policy/3rd-party-registration'),
  t(
    'pasword vault for devops secrets',
    '/forum/post/13',
    '/introduction/ebooks#secrets-and-machine-identities',
  ),
  // Acronyms, spelled-out forms and other words for a thing
  s(
    'employee switching departments keeps old rights',
    '/policy/movers',
    '/operations/crossboarding-service',
  ),
  s(
    "kill switch for a sacked employee's logins",
    '/policy/red-button-procedure',
    '/operations/red-green-action-service',
  ),
  s(
    'four eyes rule on invoice payments',
    '/policy/role-permissions-management#key-features',
    '/introduction/ebooks#segregation-of-duties',
    '/forum/post/18',
  ),
  s(
    'log in once for all company apps',
    '/tactical/iam-service',
    '/introduction/ebooks#single-sign-on-and-federation',
  ),
  s(
    'text message code when logging in',
    '/introduction/ebooks#authentication-and-mfa-basics',
    '/tactical/iam-service#key-features',
  ),
  s(
    'superuser logins for IT staff',
    '/tactical/pam-service',
    '/unified-framework#pam',
    '/controls/role-type#items',
  ),
  s(
    'logins nobody has used in months',
    '/policy/account-disabled-deletion#standards-choices',
    '/unified-framework#ispm',
  ),
  s(
    'yearly sign-off by managers of what staff can open',
    '/introduction/ebooks#access-certification-campaigns',
    '/policy/role-permissions-management#standards-choices',
  ),
  s(
    'standard starter package of access per job',
    '/policy/function-role-type',
    '/controls/role-type',
  ),
  s('stand-in approver while the boss is on leave', '/asset-management/mandate-delegate'),
  s(
    'list of all company software and who is in charge of it',
    '/policy/asset-management-cmdb',
    '/tactical/asset-management-service',
    '/asset-management/application-software',
  ),
  s(
    'staff piling up more and more rights over the years',
    '/policy/movers#benefits',
    '/operations/crossboarding-service#benefits',
  ),
  s(
    "someone's work login got hacked what now",
    '/operations/incident-management-service',
    '/policy/red-button-procedure',
  ),
  s('how names appear in the company phone book', '/policy/name-lastname-initials-display'),
  s(
    'getting rid of the VPN for remote staff',
    '/unified-framework#ztna',
    '/introduction/ebooks#zero-trust-access',
  ),
  s('internal transfer job change access', '/policy/movers', '/operations/crossboarding-service'),
  s(
    'kill switch compromised account',
    '/policy/red-button-procedure',
    '/unified-framework#respond',
  ),
  s('block logins from other countries', '/unified-framework#lbac'),
  s(
    'four eyes principle conflicting rights',
    '/introduction/ebooks#segregation-of-duties',
    '/policy/role-permissions-management',
  ),
  s('customer login and registration', '/unified-framework#ciam'),
  s(
    'removing permanent admin rights',
    '/introduction/ebooks#just-in-time-privilege',
    '/forum/post/2',
  ),
]
