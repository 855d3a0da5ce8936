// The fourteenth blind set: one sitting written from the searchable documents' text alone, by
// someone who had seen neither the engine, nor its answers, nor the other sets, nor the thesaurus.
// Written for visitors the other sets had few of: people using a loosely related or slightly wrong
// term ("password manager" for a vault, "access review tool" for IGA); people looking for an
// artefact (a matrix, template, runbook, catalogue, dashboard); people reporting an incident or an
// audit finding in the past tense; small organisations without an identity team asking where to
// start; questions joining two topics ("MFA for service accounts"); superlatives and ordinals
// ("first step", "maximum", "highest"); and what the site's own offers cost, take and include. Of
// the 160 queries written, the 39 another set already held were left out. Measured as written:
// success@1 0.69, success@3 0.84 (questions 0.68 and 0.80; synonyms 0.52 and 0.76), no zero-result
// answer: the hardest set so far, most of its misses ranking rather than vocabulary. Same kinds and
// rules as the other sets: an expected url without `#` is met by any hit on that page; with `#`, by
// that section only.
import { caseOf, type RelevanceCase } from './relevance-set.ts'

const { question: q, keyword: k, typo: t, synonym: s } = caseOf

export const fourteenthBlindSet: RelevanceCase[] = [
  // Questions
  q(
    'which password manager should we use to lock away our admin passwords',
    '/tactical/pam-service',
    '/unified-framework#pam',
    '/introduction/ebooks#privileged-access-management-in-practice',
  ),
  q(
    'is there an access review tool that shows who has access to what',
    '/tactical/iga-service',
    '/unified-framework#iga',
    '/introduction/ebooks#access-certification-campaigns',
  ),
  q(
    'how do I set up SSO so that stolen passwords stop being a problem',
    '/introduction/ebooks#authentication-and-mfa-basics',
    '/unified-framework#prevent',
    '/tactical/iam-service',
  ),
  q(
    'what is the kill switch for an employee account',
    '/policy/red-button-procedure',
    '/operations/red-green-action-service',
  ),
  q(
    'do we still need a VPN if we go zero trust',
    '/unified-framework#ztna',
    '/introduction/ebooks#zero-trust-access',
  ),
  q('how do I do a permissions audit of our file shares', '/asset-management/files'),
  q(
    'do you have a segregation of duties matrix I can start from',
    '/policy/role-permissions-management#key-features',
    '/introduction/ebooks#segregation-of-duties',
  ),
  q(
    'where can I download the control mappings as a spreadsheet',
    '/control-mappings#crosswalk-downloads',
  ),
  q(
    'is there a vendor scoring matrix for selecting an IGA or PAM platform',
    '/implementation-roadmap#rfp-and-readiness',
  ),
  q('what should a contractor registration form capture', '/policy/3rd-party-registration'),
  q(
    'what should go on an IAM KPI dashboard for the board',
    '/forum/post/4',
    '/introduction/ebooks#identity-kpis-and-reporting',
  ),
  q(
    'which documents and deliverables does an IAM programme produce',
    '/strategic/program-management#strategic-deliverables',
    '/implementation-roadmap',
  ),
  q(
    'a leaver still had VPN access weeks after leaving, what should have happened',
    '/policy/leavers',
    '/operations/offboarding-service',
  ),
  q(
    'an admin account was compromised last night, how do we shut it down right away',
    '/policy/red-button-procedure',
    '/operations/red-green-action-service',
    '/operations/incident-management-service',
  ),
  q(
    'the auditor found shared accounts on the machines in our factory',
    '/introduction/case-builder#manufacturing-ot-it-security',
  ),
  q(
    'an employee kept all his old permissions after moving to another department',
    '/policy/movers',
    '/operations/crossboarding-service',
    '/forum/post/1',
  ),
  q(
    'managers approved every item in our last access review without looking',
    '/forum/post/12',
    '/introduction/ebooks#identity-governance-for-auditors-and-managers',
  ),
  q(
    'we discovered thousands of service accounts nobody owns, what now',
    '/forum/post/24',
    '/asset-management/services',
  ),
  q(
    'we are 250 staff with one IT admin, where do we start with identity management',
    '/introduction/consultancy',
    '/training/1-day-assessment',
    '/maturity-assessment',
    '/introduction/ebooks#iam-essentials',
  ),
  q(
    'small company on Microsoft 365, which accounts should get MFA first',
    '/tactical/iam-service#implementation-steps',
    '/strategic/information-security-management#implementation-steps',
  ),
  q(
    'can a small business assess its IAM maturity without hiring consultants',
    '/maturity-assessment',
  ),
  q(
    'cheapest way to get expert advice on our identity setup',
    '/introduction/consultancy',
    '/training/1-day-assessment',
  ),
  q(
    'free guide to identity basics for a generalist IT person',
    '/introduction/ebooks#iam-essentials',
    '/introduction/ebooks#the-complete-ipaml-guide',
  ),
  q(
    'one person IT team, how do we stop ex-employees signing in to cloud apps',
    '/policy/leavers',
    '/operations/offboarding-service',
  ),
  q(
    'joiner process for contractors who are not in the HR system',
    '/forum/post/22',
    '/policy/3rd-party-registration',
    '/operations/onboarding-service',
  ),
  q('MFA for administrators on legacy consoles that only support passwords', '/forum/post/30'),
  q(
    'how often should privileged accounts go through access reviews',
    '/policy/role-permissions-management#standards-choices',
    '/policy/role-permissions-management#key-features',
    '/controls/role-type#items',
    '/tactical/pam-service#implementation-steps',
  ),
  q(
    'session recording for vendor remote access',
    '/forum/post/40',
    '/forum/post/8',
    '/policy/3rd-party-registration#key-features',
    '/introduction/case-builder#manufacturing-ot-it-security',
  ),
  q('is keystroke logging of admin sessions allowed under GDPR', '/forum/post/8'),
  q(
    'segregation of duties in SAP finance for a SOX audit',
    '/forum/post/18',
    '/law-regulations#sox',
  ),
  q(
    'what is the first step of an IAM implementation',
    '/implementation-roadmap#rfp-and-readiness',
    '/strategic/program-management#phases',
  ),
  q(
    'what is the maximum grace period for movers to keep old access',
    '/policy/movers#key-features',
    '/operations/crossboarding-service',
  ),
  q(
    'how fast must the red button block all access of a person',
    '/policy/red-button-procedure#key-features',
  ),
  q(
    'what is the highest maturity level and what does it score',
    '/maturity-assessment#level-5',
    '/maturity-assessment#framework-levels',
  ),
  q(
    'which privileged accounts should be vaulted first',
    '/tactical/pam-service#implementation-steps',
    '/introduction/ebooks#privileged-access-management-in-practice',
  ),
  q(
    'what is the longest an external contractor account may stay valid',
    '/policy/3rd-party-registration#key-features',
  ),
  q('how much does the CPAMS privileged access course cost', '/training/cpams#price-per-person'),
  q('what is included in the 5-day implementation consultancy', '/training/5-day-implementation'),
  q(
    'how long is the executive strategy workshop and how many people can join',
    '/introduction/workshops#executive-strategy-workshop',
  ),
  q(
    'what does the privileged access management in practice ebook cost',
    '/introduction/ebooks#privileged-access-management-in-practice',
  ),
  // Keywords
  k(
    'admin password vault',
    '/tactical/pam-service',
    '/unified-framework#pam',
    '/unified-framework#privileged',
  ),
  k('user access review software', '/tactical/iga-service', '/unified-framework#iga'),
  k('account kill switch', '/policy/red-button-procedure', '/operations/red-green-action-service'),
  k('nickname in directory', '/policy/preferred-name'),
  k(
    'access incident runbooks',
    '/operations/incident-management-service#implementation-steps',
    '/implementation-roadmap#operationalization',
  ),
  k(
    'benefits realisation plan',
    '/strategic/program-management#strategic-deliverables',
    '/program-management',
  ),
  k('delegation of authority register', '/asset-management/mandate-delegate'),
  k(
    'compromised account response',
    '/policy/red-button-procedure',
    '/operations/incident-management-service',
    '/unified-framework#respond',
  ),
  k('unknown accounts in target', '/forum/post/39', '/operations/correction-service'),
  k(
    'leaver account still active',
    '/policy/leavers',
    '/operations/offboarding-service',
    '/policy/account-disabled-deletion#benefits',
  ),
  k('duplicate identity merge', '/policy/correction', '/operations/correction-service'),
  k('IAM basics free ebook', '/introduction/ebooks#iam-essentials'),
  k('free consultation', '/introduction/consultancy'),
  k('maturity self-assessment', '/maturity-assessment'),
  k('contractor access end date', '/policy/3rd-party-registration', '/forum/post/22'),
  k('service account rotation', '/asset-management/services', '/tactical/pam-service'),
  k(
    'PCI DSS access review',
    '/law-regulations#pci-dss',
    '/policy/role-permissions-management#standards-choices',
    '/control-mappings#standard-pci-dss',
  ),
  k(
    'HIPAA emergency access',
    '/law-regulations#hipaa',
    '/policy/green-button-procedure#standards-choices',
  ),
  k(
    'leaver mailbox handover',
    '/asset-management/mailboxes',
    '/policy/leavers',
    '/operations/offboarding-service',
  ),
  k('maximum hand-over period', '/policy/movers#key-features', '/operations/crossboarding-service'),
  k(
    'highest maturity level',
    '/maturity-assessment#level-5',
    '/maturity-assessment#framework-levels',
  ),
  k('first roadmap phase', '/implementation-roadmap#rfp-and-readiness'),
  k('longest programme phase', '/strategic/program-management#phases', '/program-management'),
  k(
    'minimum review interval PCI',
    '/law-regulations#pci-dss',
    '/policy/role-permissions-management#standards-choices',
  ),
  k('CAMA course duration', '/training/cama#duration'),
  k('awareness programme cost', '/#training'),
  k('20-day consultancy price', '/training/20-day-full-service'),
  k('surname prefixes', '/policy/name-lastname-initials-display'),
  // Typos
  t('privilaged acess managment', '/unified-framework#pam', '/tactical/pam-service'),
  t(
    'recertifcation campain',
    '/introduction/ebooks#access-certification-campaigns',
    '/tactical/iga-service',
  ),
  t('GDRP identity', '/introduction/ebooks#gdpr-and-identity', '/law-regulations#gdpr'),
  t(
    'zero thrust',
    '/unified-framework#ztna',
    '/introduction/ebooks#zero-trust-access',
    '/forum/post/37',
  ),
  t('kerberoasting detecton', '/unified-framework#itdr'),
  t('just in tme elevation', '/introduction/ebooks#just-in-time-privilege', '/forum/post/2'),
  t('emial adress format', '/policy/email'),
  t('contracter sponsor', '/policy/3rd-party-registration'),
  t('role minning', '/forum/post/11', '/strategic/role-model'),
  t('birthrigth access', '/policy/function-role-type', '/controls/role-type', '/forum/post/25'),
  t('CMDB asset regsiter', '/policy/asset-management-cmdb', '/tactical/asset-management-service'),
  t('mandate delagate', '/asset-management/mandate-delegate'),
  t('colaboration guests', '/asset-management/collaboration'),
  t('implementaton roadmap', '/implementation-roadmap'),
  t('continous improvement', '/strategic/continual-improvement'),
  t('risc appetite', '/strategic/risk-management', '/strategic/general-governance'),
  t('CIGEA price', '/training/cigae#price-per-person'),
  t('CILPM course lenght', '/training/cilmp#duration'),
  t('worskhop prices', '/introduction/workshops'),
  t('1 day asessment cost', '/training/1-day-assessment'),
  t('exective awarness', '/#training'),
  t('NIS2 directiv', '/law-regulations#nis-directive'),
  t('tiered administartion', '/forum/post/33', '/directory/directory-services'),
  t(
    'compromized admin acount',
    '/policy/red-button-procedure',
    '/operations/red-green-action-service',
    '/operations/incident-management-service',
  ),
  t(
    'fastst acount block',
    '/policy/red-button-procedure#key-features',
    '/operations/red-green-action-service',
  ),
  t('fre consultaton', '/introduction/consultancy'),
  t(
    'SoD matirx',
    '/policy/role-permissions-management#key-features',
    '/introduction/ebooks#segregation-of-duties',
  ),
  t(
    'phising resistant MFA',
    '/forum/post/30',
    '/introduction/ebooks#authentication-and-mfa-basics',
  ),
  // Synonyms and acronyms
  s('PIM', '/unified-framework#pam', '/tactical/pam-service'),
  s(
    'immediate termination of access',
    '/policy/red-button-procedure',
    '/operations/red-green-action-service',
  ),
  s('exit process employee IT accounts', '/policy/leavers', '/operations/offboarding-service'),
  s('ABAC birthright', '/forum/post/25'),
  s('personnel database as master', '/policy/hr'),
  s('freelancer accounts', '/policy/3rd-party-registration', '/forum/post/22'),
  s(
    'bot accounts and service principals',
    '/asset-management/services',
    '/introduction/ebooks#secrets-and-machine-identities',
  ),
  s('pipeline passwords', '/forum/post/13', '/introduction/ebooks#secrets-and-machine-identities'),
  s('federated login explained', '/introduction/ebooks#single-sign-on-and-federation'),
  s(
    'financial reporting access controls',
    '/law-regulations#sox',
    '/introduction/ebooks#sox-and-pci-dss-access-controls',
  ),
  s(
    'credit card data access rules',
    '/law-regulations#pci-dss',
    '/introduction/ebooks#sox-and-pci-dss-access-controls',
  ),
  s(
    'patient record access rules US',
    '/law-regulations#hipaa',
    '/introduction/case-builder#healthcare-identity-and-access',
  ),
  s('geo-blocking sign-ins', '/unified-framework#lbac'),
  s('identity hygiene tool', '/unified-framework#ispm', '/unified-framework#posture'),
  s('hardware tokens for administrators', '/forum/post/30'),
  s('AD forest recovery', '/unified-framework#resilience'),
  s('CAB approval for account changes', '/controls/change-enablement'),
  s(
    'permission creep after job change',
    '/policy/movers',
    '/forum/post/1',
    '/operations/crossboarding-service',
  ),
  s(
    'hacked account lockout',
    '/policy/red-button-procedure',
    '/operations/red-green-action-service',
  ),
  s(
    'auditor finding ex-employee accounts',
    '/policy/account-disabled-deletion#benefits',
    '/policy/leavers',
  ),
  s('max items per certifier', '/forum/post/12'),
  s(
    'IdP outage emergency login',
    '/policy/green-button-procedure#standards-choices',
    '/unified-framework#resilience',
  ),
  s(
    'health check identity',
    '/training/1-day-assessment',
    '/introduction/consultancy#iam-maturity-assessment',
  ),
  s(
    '2FA for remote staff',
    '/tactical/iam-service#implementation-steps',
    '/strategic/information-security-management#implementation-steps',
  ),
  s(
    'e-learning price',
    '/introduction/courses',
    '/introduction/courses#ipaml-foundation-certification',
  ),
]
