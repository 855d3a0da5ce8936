// The twenty-first blind set: one sitting written from the searchable documents' text alone, by
// someone who had seen neither the engine, nor its answers, nor the other sets, nor the thesaurus.
// Written for visitors the other sets had few of: CISOs thinking about strategy, budget, risk,
// the board and regulatory deadlines; implementers asking what must come before what; people
// asking about the site itself (downloads, signing up, posting, what is free); questions with a
// negation in plain words ("without", "not", "instead of"); time limits and speed ("within 24
// hours", "by when"); and who is responsible, decides, approves or owns. Of the 154 queries
// written, the 27 another set already held were left out. Measured as written: success@1 0.80,
// success@3 0.92 (questions 0.80 and 0.94; synonyms 0.54 and 0.79), no zero-result answer. Same
// kinds and rules as the other sets: an expected url without `#` is met by any hit on that page;
// with `#`, by that section only.
import { caseOf, type RelevanceCase } from './relevance-set.ts'

const { question: q, keyword: k, typo: t, synonym: s } = caseOf

export const twentyFirstBlindSet: RelevanceCase[] = [
  // Questions
  q(
    "who can press the red button to block someone's access",
    '/policy/red-button-procedure',
    '/operations/red-green-action-service',
  ),
  q(
    'how fast must all access be blocked after a red button order',
    '/policy/red-button-procedure',
    '/operations/red-green-action-service',
  ),
  q(
    'who approves hand-over access when an employee changes jobs',
    '/policy/movers',
    '/operations/crossboarding-service',
  ),
  q(
    'how many days can a mover keep old access for a hand-over',
    '/policy/movers',
    '/operations/crossboarding-service',
  ),
  q(
    "when exactly is a leaver's account disabled",
    '/policy/leavers',
    '/operations/offboarding-service',
    '/policy/account-disabled-deletion',
  ),
  q('how long after disabling is an account deleted', '/policy/account-disabled-deletion'),
  q(
    'what must be in place before an application can be onboarded for provisioning and reviews',
    '/policy/asset-management-cmdb',
  ),
  q(
    'should we vault privileged accounts first or discover them first',
    '/introduction/ebooks#privileged-access-management-in-practice',
    '/tactical/pam-service',
  ),
  q('what comes after the implementation phase', '/implementation-roadmap#operationalization'),
  q(
    'what does the first phase of the implementation roadmap deliver',
    '/implementation-roadmap#rfp-and-readiness',
  ),
  q(
    'who owns the identity policy and the risk appetite for access',
    '/strategic/role-model',
    '/ciamo',
  ),
  q(
    'how do I build a business case for an identity programme',
    '/introduction/case-builder',
    '/forum/post/34',
    '/#training',
  ),
  q(
    'is there a workshop where board members set identity risk appetite',
    '/introduction/workshops#executive-strategy-workshop',
    '/introduction/workshops#identity-governance-for-leaders',
  ),
  q('how quickly must a personal data breach be reported under GDPR', '/law-regulations#gdpr'),
  q('by when do we need to send an early warning under NIS2', '/law-regulations#nis-directive'),
  q(
    'how do we give accounts to contractors who are not in the HR system',
    '/policy/3rd-party-registration',
    '/forum/post/22',
  ),
  q(
    'can contractors get privileged access outside the PAM solution',
    '/policy/3rd-party-registration',
  ),
  q('when does access granted with the green button expire', '/policy/green-button-procedure'),
  q(
    'who may order emergency provisioning of access',
    '/policy/green-button-procedure',
    '/operations/red-green-action-service',
  ),
  q("what checks must be done before a new employee's accounts are activated", '/policy/joiners'),
  q(
    'can an employee change the name colleagues see without getting a new account',
    '/policy/preferred-name',
  ),
  q('who decides who may read a file share', '/asset-management/files'),
  q('who is responsible for a service account', '/asset-management/services', '/forum/post/24'),
  q('who is allowed to set a legal hold on an account', '/policy/account-disabled-deletion'),
  q(
    'who signs off the monthly name attribute drift report',
    '/policy/name-lastname-initials-display',
  ),
  q('who corrects wrong employee data coming from HR', '/policy/hr', '/policy/correction'),
  q(
    'can privileged access be part of a business role',
    '/strategic/role-model',
    '/controls/role-type',
  ),
  q(
    'does ISO 27001 set a fixed interval for access reviews',
    '/policy/role-permissions-management',
  ),
  q('are prevent, detect and respond maturity levels', '/unified-framework'),
  q('where can I download the control mappings', '/control-mappings#crosswalk-downloads'),
  q('how do I contact you about training or consulting', '/#contact'),
  q('how long before my forum post appears', '/forum/guidelines', '/forum/new-post'),
  q('can I include API keys or IP addresses in a forum post', '/forum/guidelines'),
  q(
    'is the complete IPAML guide free to download',
    '/introduction/ebooks#the-complete-ipaml-guide',
  ),
  q('what will I get out of the maturity assessment', '/maturity-assessment'),
  q(
    'how is the percentage in the maturity assessment calculated',
    '/maturity-assessment#framework-levels',
  ),
  q(
    'what happens to areas I do not rate in the maturity assessment',
    '/maturity-assessment#framework-levels',
  ),
  q('how soon will you reply to a consultation request', '/introduction/consultancy'),
  q(
    'does the 5-day implementation consultancy include the 1-day assessment',
    '/training/5-day-implementation',
  ),
  q('is there a template so we do not start from a blank page', '/introduction/case-builder'),
  q(
    'when is the next identity governance workshop for leaders',
    '/introduction/workshops#identity-governance-for-leaders',
  ),
  q(
    'should role design start top-down or from role mining',
    '/forum/post/11',
    '/strategic/role-model',
  ),
  q('what should managers get before the first certification campaign', '/program-management'),
  q('what should we check before automating mover revocations', '/forum/post/1'),
  q('should SoD rules for SAP start in detective or preventive mode', '/forum/post/18'),
  q(
    'which passwords and keys must be rotated when someone leaves',
    '/policy/leavers',
    '/operations/offboarding-service',
    '/policy/red-button-procedure',
  ),
  q(
    'who reviews each use of a break-glass account',
    '/policy/green-button-procedure',
    '/operations/red-green-action-service',
  ),
  q(
    'how often should the red and green button procedures be tested',
    '/policy/red-button-procedure',
    '/policy/green-button-procedure',
    '/operations/red-green-action-service',
  ),
  q('who has to approve the IAM charter', '/strategic/general-governance'),
  q('can a deputy approve their own request under a mandate', '/asset-management/mandate-delegate'),
  // Keywords
  k('red button trigger criteria HR legal', '/policy/red-button-procedure'),
  k('group memberships exported before removal', '/policy/account-disabled-deletion'),
  k('GDPR fines 4% turnover', '/law-regulations#gdpr'),
  k(
    'NIS2 supply chain third-party access',
    '/law-regulations#nis-directive',
    '/policy/3rd-party-registration',
  ),
  k('IAM budget funding', '/ciamo', '/program-management', '/#training'),
  k('steering committee stage gates', '/program-management', '/strategic/program-management'),
  k('decision rights RACI', '/strategic/general-governance'),
  k('audit findings closure tracking', '/program-management', '/strategic/continual-improvement'),
  k('ebook EPUB MOBI', '/introduction/ebooks'),
  k('vendor affiliation disclosure', '/forum/guidelines'),
  k('priority focus areas recommendation', '/maturity-assessment'),
  k(
    'privileged access workshop June 2027',
    '/introduction/workshops#privileged-access-rollout-lab',
  ),
  k('resource owner yearly reconfirmation', '/policy/asset-management-cmdb'),
  k('identity proofing IAL2', '/policy/joiners'),
  k(
    'RFP vendor scoring matrix',
    '/implementation-roadmap#rfp-and-readiness',
    '/introduction/consultancy#architecture-and-design',
  ),
  k(
    'go-live hypercare',
    '/implementation-roadmap#operationalization',
    '/introduction/consultancy#implementation-support',
  ),
  k('mobilisation and assessment phase', '/program-management', '/strategic/program-management'),
  k('sponsor reminders end date', '/policy/3rd-party-registration'),
  k('green button retroactive review', '/policy/green-button-procedure'),
  k(
    'pre-approved standard change',
    '/controls/change-enablement',
    '/operations',
    '/strategic/itil-v4-integration',
  ),
  k('CIAMO governance board chair', '/ciamo', '/strategic/role-model'),
  k(
    'reviewer fatigue',
    '/forum/post/12',
    '/training/cigae',
    '/introduction/ebooks#identity-governance-for-auditors-and-managers',
  ),
  k('leavers deprovisioned within 24 hours', '/forum/post/4'),
  k('manual fulfilment 48 hour deadline', '/forum/post/38'),
  k('just-in-time domain admins 2 hours', '/forum/post/2'),
  k(
    'leavers removed within one working day healthcare',
    '/introduction/case-builder#healthcare-identity-and-access',
  ),
  k('consultancy duration weeks', '/introduction/consultancy'),
  k(
    'segregation of duties financial services template',
    '/introduction/case-builder#financial-services-compliance',
  ),
  // Typos
  t('who aproves shared mailbox delagates', '/asset-management/mailboxes', '/policy/email'),
  t('email alias retension after name chnage', '/policy/email'),
  t('unmaped job codes block provisionning', '/policy/function-role-type'),
  t('duplicate identiy merge corection', '/policy/correction', '/operations/correction-service'),
  t(
    'orphan acounts reconcilation',
    '/operations/correction-service',
    '/forum/post/39',
    '/strategic/data-model',
  ),
  t('locked out of my acount incident', '/operations/incident-management-service'),
  t('sesion recording works counsil approval', '/forum/post/8'),
  t('remove local admin rigths without a revolt', '/forum/post/17'),
  t(
    'vendor remote acess without shared vpn account',
    '/forum/post/40',
    '/introduction/case-builder#manufacturing-ot-it-security',
  ),
  t('secrets manger or pasword vault for devops', '/forum/post/13'),
  t('migrating on premise IGA to saas how long', '/forum/post/6'),
  t('exective overveiw awareness programme price', '/#training'),
  t('stratigic planning awarness programme budget', '/#training'),
  t('ciamo developement path levels', '/ciamo'),
  t('HIPPA emergency acces procedure', '/law-regulations#hipaa', '/policy/green-button-procedure'),
  t(
    'sarbanes oxly segregation of duties',
    '/law-regulations#sox',
    '/introduction/ebooks#sox-and-pci-dss-access-controls',
  ),
  t(
    'ISO 27001 anex A privilaged access',
    '/law-regulations#iso-27001',
    '/control-mappings#standard-iso-27001',
    '/introduction/ebooks#iso-27001-annex-a-for-identity',
  ),
  t('depatment restructering bulk movers', '/asset-management/departments'),
  t('project acess end date removed automaticaly', '/asset-management/projects', '/controls/role'),
  t('1 day assesment consultency cost', '/training/1-day-assessment'),
  t(
    'foundtion course modules hours',
    '/ipaml-foundation',
    '/introduction/courses#ipaml-foundation-certification',
  ),
  t('contiual improvment register PDCA', '/strategic/continual-improvement'),
  t('who owns identiy: IT, securty or HR', '/forum/post/15'),
  t(
    'joiner standrad change before day one',
    '/policy/joiners',
    '/operations/onboarding-service',
    '/controls/change-enablement',
  ),
  t(
    'risk apetite statments governance',
    '/strategic/general-governance',
    '/strategic/risk-management',
  ),
  // Synonyms and acronyms
  s(
    'UAR evidence auditors accept',
    '/forum/post/27',
    '/introduction/ebooks#identity-governance-for-auditors-and-managers',
  ),
  s('DPO sign-off on account retention periods', '/policy/account-disabled-deletion'),
  s(
    'emergency disable without CAB approval',
    '/policy/red-button-procedure',
    '/controls/change-enablement',
  ),
  s('ROI of automating joiners and leavers', '/forum/post/34', '/introduction/case-builder'),
  s(
    '2FA for domain admins',
    '/forum/post/30',
    '/tactical/iam-service',
    '/strategic/information-security-management',
  ),
  s(
    'TOM for identity and access',
    '/implementation-roadmap',
    '/program-management',
    '/strategic/program-management',
  ),
  s(
    'employee fired for misconduct lock everything now',
    '/policy/red-button-procedure',
    '/operations/red-green-action-service',
  ),
  s(
    'departing staff laptop and badge return',
    '/policy/leavers',
    '/operations/offboarding-service',
    '/asset-management/endpoints-hardware',
  ),
  s(
    'entitlement sprawl after internal job changes',
    '/policy/movers',
    '/operations/crossboarding-service',
    '/forum/post/1',
  ),
  s(
    'C-suite identity awareness session',
    '/#training',
    '/introduction/workshops#executive-strategy-workshop',
  ),
  s(
    'firefighter ID for emergencies',
    '/policy/green-button-procedure',
    '/operations/red-green-action-service',
  ),
  s('two-person rule for break glass passwords', '/policy/green-button-procedure'),
  s('complimentary discovery call with a consultant', '/introduction/consultancy'),
  s('no-cost ebooks', '/introduction/ebooks'),
  s('message board registration', '/forum/sign-up'),
  s('control crosswalk spreadsheet export', '/control-mappings#crosswalk-downloads'),
  s(
    'credit card environment inactive account limit',
    '/law-regulations#pci-dss',
    '/policy/account-disabled-deletion',
  ),
  s(
    'publicly traded company user access reviews',
    '/law-regulations#sox',
    '/introduction/ebooks#sox-and-pci-dss-access-controls',
  ),
  s('new recruit accounts ready on first day', '/policy/joiners', '/operations/onboarding-service'),
  s('who gives sign-off on identity tooling spend', '/strategic/role-model'),
  s('rehired employee reactivate old account', '/policy/account-disabled-deletion'),
  s('power of attorney for approvals in workflows', '/asset-management/mandate-delegate'),
  s('tuition fees for certifications', '/training', '/introduction/courses'),
  s(
    'night-time emergency lockout who carries it out',
    '/policy/red-button-procedure',
    '/operations/red-green-action-service',
    '/strategic/role-model',
  ),
]
