// The twenty-second blind set: one sitting written from the searchable documents' text alone, by
// someone who had seen neither the engine, nor its answers, nor the other sets, nor the thesaurus.
// Written for visitors the other sets had few of: people pasting a sentence from an audit
// finding, an e-mail, a ticket or a contract, reference numbers included; people typing commands
// ("show me", "list all", "template for", "compare"); two or three misspellings in one query;
// scenarios at work (a nurse moving wards, a developer needing production access for one night,
// an intern, a merger); the site's own names slightly wrong (course codes, service and phase
// names); and the opposite of what the site describes (undo, roll back, what if it fails). Of
// the 150 queries written, the 34 another set already held were left out. Measured as written:
// success@1 0.88, success@3 0.91 (questions 0.86 and 0.92; synonyms 0.74 and 0.79), no
// zero-result answer. Same kinds and rules as the other sets: an expected url without `#` is met
// by any hit on that page; with `#`, by that section only.
import { caseOf, type RelevanceCase } from './relevance-set.ts'

const { question: q, keyword: k, typo: t, synonym: s } = caseOf

export const twentySecondBlindSet: RelevanceCase[] = [
  // Questions
  q(
    'Audit finding 4.2: terminated users retained active directory accounts for up to 30 days after their last working day. Please describe the control that revokes leaver access.',
    '/policy/leavers',
    '/operations/offboarding-service',
  ),
  q(
    'a nurse is moving from cardiology to the emergency ward, what happens to her old access',
    '/policy/movers',
    '/operations/crossboarding-service',
  ),
  q(
    'developer needs admin access to the production database for one night to fix an incident',
    '/tactical/pam-service',
    '/introduction/ebooks#just-in-time-privilege',
    '/policy/green-button-procedure',
  ),
  q(
    'we hire a summer intern for eight weeks, how do we make sure the account ends by itself',
    '/policy/hr',
    '/controls/trigger',
    '/policy/leavers',
  ),
  q(
    'after the merger the same employee exists twice in our two HR systems, how do we merge the identities',
    '/policy/correction',
    '/operations/correction-service',
  ),
  q(
    'reorganisation moves 400 people to new departments next month, are they processed as movers',
    '/asset-management/departments',
    '/policy/movers',
  ),
  q(
    'manager is on long-term leave for six months, who approves access requests for her team',
    '/asset-management/departments',
    '/asset-management/mandate-delegate',
  ),
  q(
    'what if the PAM vault is down and we need the break-glass password',
    '/policy/green-button-procedure',
    '/operations/red-green-action-service',
    '/tactical/pam-service',
  ),
  q(
    'how do we undo a red button block on an employee who was blocked by mistake',
    '/policy/green-button-procedure',
    '/operations/red-green-action-service',
  ),
  q(
    'HR entered a transfer by mistake, how do we roll back the mover changes',
    '/policy/correction',
    '/operations/correction-service',
    '/controls/trigger',
  ),
  q('how many days does the CIGAE training take', '/training/cigae#duration'),
  q(
    'what does the CRCMS course cost per person for an in-house group',
    '/training/crcms#price-per-person',
  ),
  q(
    'when is the privileged access rollout lab in Brussels',
    '/introduction/workshops#privileged-access-rollout-lab',
  ),
  q(
    'how many days after being disabled is an account deleted',
    '/policy/account-disabled-deletion',
  ),
  q(
    'how do we take emergency access back once the crisis is over',
    '/policy/green-button-procedure',
    '/operations/red-green-action-service',
  ),
  q(
    'how many working days may a mover keep access from the old job for hand-over',
    '/policy/movers',
    '/operations/crossboarding-service',
  ),
  q(
    'how often do accounts with access to the cardholder data environment need to be reviewed',
    '/policy/role-permissions-management',
    '/law-regulations#pci-dss',
  ),
  q(
    'what is the longest end date we can give a contractor account',
    '/policy/3rd-party-registration',
  ),
  q(
    'which identity proofing level do new employees need before getting credentials',
    '/policy/joiners',
  ),
  q(
    'can we give a username to a new employee if it belonged to someone who left',
    '/policy/username',
  ),
  q(
    'employee got married and changed her last name, what changes in her accounts',
    '/policy/name-lastname-initials-display',
    '/policy/username',
    '/policy/email',
  ),
  q(
    'colleague wants to be shown with a different first name in Outlook and Teams than her legal name',
    '/policy/preferred-name',
  ),
  q('who is responsible for a shared mailbox', '/policy/email', '/asset-management/mailboxes'),
  q('what are the five phases of the implementation roadmap', '/implementation-roadmap'),
  q(
    'how is the overall maturity percentage calculated from the cells',
    '/maturity-assessment#framework-levels',
  ),
  q('how long does the development path to executive CIAMO take', '/ciamo'),
  q(
    'which regulations require incident notification within 72 hours',
    '/law-regulations#gdpr',
    '/law-regulations#nis-directive',
  ),
  q('what does HIPAA say about emergency access and automatic logoff', '/law-regulations#hipaa'),
  q(
    'which NIST 800-53 controls does the leavers policy implement',
    '/control-mappings#standard-nist-800-53',
    '/policy/leavers',
  ),
  q('am I allowed to post screenshots that show employee names in the forum', '/forum/guidelines'),
  q('why does my forum post not appear yet', '/forum/guidelines', '/forum/new-post'),
  q(
    'what happens to the shared and service account passwords a leaver knew',
    '/policy/leavers',
    '/operations/offboarding-service',
  ),
  q(
    'how do we remove local admin rights from laptops without a revolt',
    '/forum/post/17',
    '/asset-management/endpoints-hardware',
  ),
  q(
    'how do we decommission an application without leaving accounts behind',
    '/policy/asset-management-cmdb',
    '/asset-management/application-software',
    '/tactical/asset-management-service',
  ),
  q(
    'what if a provisioning call to a SaaS connector fails halfway',
    '/tactical/integration-service',
  ),
  q(
    'which consultancy package includes RFP and vendor selection support',
    '/training/20-day-full-service',
  ),
  q(
    'how many hours is the foundation certification and how many questions are on the exam',
    '/introduction/courses#ipaml-foundation-certification',
  ),
  q(
    'Requirement 14.3 of the service contract: the supplier shall manage all accounts used by its staff for remote maintenance and ensure access ends when the contract ends (PCI DSS 8.2.7)',
    '/policy/3rd-party-registration',
    '/control-mappings#standard-pci-dss',
  ),
  q(
    'Hi all, internal audit flagged that people who changed department still hold entitlements from their previous team months later. Do we have a policy on this somewhere?',
    '/policy/movers',
    '/operations/crossboarding-service',
    '/forum/post/1',
  ),
  q(
    'INC0048213 user cannot log in after returning from six months maternity leave, account appears to be disabled',
    '/policy/account-disabled-deletion',
    '/operations/incident-management-service',
  ),
  q(
    'Finding AF-2024-07: 312 service accounts have no documented owner and were not reviewed in the last 12 months',
    '/asset-management/services',
    '/forum/post/24',
  ),
  q(
    'The vendor shall evidence that user access to financially significant applications is reviewed periodically and that segregation of duties is enforced (SOX 404 ITGC)',
    '/law-regulations#sox',
    '/introduction/ebooks#sox-and-pci-dss-access-controls',
  ),
  q(
    'how do we test the red button without blocking a real employee',
    '/policy/red-button-procedure',
  ),
  q(
    'what happens to project members access when the project is closed',
    '/asset-management/projects',
    '/controls/role',
  ),
  q(
    'how do we deactivate the building badge of someone who leaves',
    '/asset-management/physical',
    '/operations/offboarding-service',
  ),
  q('compare the CIAMP and CPAMS courses', '/training/ciamp', '/training/cpams'),
  q(
    'explain the difference between a role type and a role',
    '/controls/role-type',
    '/controls/role',
    '/strategic/data-model#access',
  ),
  q(
    'compare event-driven integration with batch synchronisation',
    '/strategic/data-model',
    '/tactical/integration-service',
  ),
  q('new starter begins on Monday but HR has not entered him yet, what now', '/policy/hr'),
  // Keywords
  k(
    'break glass accounts sealed envelopes',
    '/policy/green-button-procedure',
    '/operations/red-green-action-service',
    '/tactical/pam-service',
  ),
  k('Keycloak in production', '/forum/post/28'),
  k('SCIM PATCH replace', '/forum/post/3'),
  k('identity meetup Stockholm', '/forum/post/9'),
  k('source layer authoritative sources', '/strategic/data-model#source-layer'),
  k('recover capability function', '/unified-framework#recover'),
  k('PR.AA-05', '/control-mappings#standard-nist-csf'),
  k('CIS 6.2 access revoking process', '/control-mappings#standard-cis-controls'),
  k('show me the red button procedure', '/policy/red-button-procedure'),
  k('list all operations services', '/operations'),
  k(
    'template for a healthcare identity business case',
    '/introduction/case-builder#healthcare-identity-and-access',
  ),
  k('example of a display name format', '/policy/name-lastname-initials-display'),
  k(
    'templates for PAM policies and runbooks',
    '/introduction/courses#ipaml-professional-privileged-access-management',
  ),
  k('list all standard changes', '/controls/change-enablement', '/operations'),
  k('ISO 27001 A.5.18 mapping', '/control-mappings#standard-iso-27001'),
  k('red button back-out plan', '/policy/red-button-procedure'),
  k('1-day assessment price', '/training/1-day-assessment'),
  k('executive overview awareness programme', '/#training'),
  k('CIAM-P price', '/training/ciamp#price-per-person'),
  k('CPAM certification days', '/training/cpams#duration'),
  k('Operationalisation phase', '/implementation-roadmap#operationalization'),
  k('Red/Green Button Service', '/operations/red-green-action-service'),
  k('retire security group', '/asset-management/security-groups'),
  k('explain the three management tiers', '/ipaml-foundation', '/#framework'),
  // Typos
  t(
    'priviledged acess managment course',
    '/training/cpams',
    '/introduction/courses#ipaml-professional-privileged-access-management',
  ),
  t('offbaording servcie', '/operations/offboarding-service'),
  t('crosboarding proces mover', '/operations/crossboarding-service'),
  t('brake glass acess', '/policy/green-button-procedure', '/operations/red-green-action-service'),
  t(
    'acess certifcation campain',
    '/introduction/ebooks#access-certification-campaigns',
    '/tactical/iga-service',
  ),
  t('maturty asessment levles', '/maturity-assessment'),
  t('implemantation roadmpa phases', '/implementation-roadmap'),
  t('prefered nmae', '/policy/preferred-name'),
  t('usrename polcy', '/policy/username'),
  t('third pary contracter registration', '/policy/3rd-party-registration'),
  t('red buton procedrue', '/policy/red-button-procedure'),
  t('grean button emergancy', '/policy/green-button-procedure'),
  t('joinres polcy new hier', '/policy/joiners'),
  t('asset managment cmbd', '/policy/asset-management-cmdb', '/tactical/asset-management-service'),
  t(
    'sesion recordng privilaged',
    '/introduction/ebooks#session-monitoring-and-recording',
    '/tactical/pam-service',
  ),
  t(
    'identiy thret detection',
    '/unified-framework#itdr',
    '/introduction/ebooks#identity-threat-detection-and-response',
  ),
  t(
    'zero trsut netwrok access',
    '/unified-framework#ztna',
    '/introduction/ebooks#zero-trust-access',
  ),
  t('role minning 2000 candiate roles', '/forum/post/11'),
  t('pasword vault for devops secretes', '/forum/post/13'),
  t('hippa emergancy acess', '/law-regulations#hipaa', '/policy/green-button-procedure'),
  t('goverance domians', '/#framework'),
  t('CRMCS complience course', '/training/crcms'),
  t('cheif identiy officer', '/ciamo'),
  t('RFP and readyness phase', '/implementation-roadmap#rfp-and-readiness'),
  // Synonyms and acronyms
  s(
    'panic button to lock out a fired employee',
    '/policy/red-button-procedure',
    '/operations/red-green-action-service',
  ),
  s('job rotation access clean-up', '/policy/movers', '/operations/crossboarding-service'),
  s('privileged account management', '/tactical/pam-service', '/unified-framework#pam'),
  s(
    'zombie accounts nobody logs into',
    '/policy/account-disabled-deletion',
    '/unified-framework#ispm',
  ),
  s('transgender colleague new first name', '/policy/preferred-name'),
  s('tussenvoegsel in surname', '/policy/name-lastname-initials-display'),
  s('AD forest disaster recovery', '/unified-framework#resilience', '/unified-framework#recover'),
  s(
    'CAB approval for emergency account disable',
    '/policy/red-button-procedure',
    '/controls/change-enablement',
  ),
  s(
    'ITGC user access testing',
    '/law-regulations#sox',
    '/introduction/ebooks#sox-and-pci-dss-access-controls',
  ),
  s('get rid of the VPN', '/unified-framework#ztna', '/introduction/ebooks#zero-trust-access'),
  s('MFA push bombing', '/unified-framework#itdr'),
  s('business as usual phase', '/implementation-roadmap#managed-service-bau'),
  s('request for proposal for a PAM tool', '/forum/post/20'),
  s(
    'agency nurses temporary hospital access',
    '/introduction/case-builder#healthcare-identity-and-access',
  ),
  s('SCADA ICS shared logins', '/introduction/case-builder#manufacturing-ot-it-security'),
  s('CILMP tuition fee', '/training/cilmp#price-per-person'),
  s(
    'machine-readable control catalogue for our compliance tool',
    '/control-mappings#crosswalk-downloads',
  ),
  s('head of identity job profile', '/ciamo'),
  s(
    'four eyes principle for payments',
    '/introduction/case-builder#financial-services-compliance',
    '/policy/role-permissions-management',
  ),
]
