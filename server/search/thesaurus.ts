// The practitioner thesaurus: one list, read by both engines. Each entry is a set of terms a
// practitioner uses for one thing; a query for any of them finds the others. The first term is
// the entry's head: for an acronym entry the acronym, otherwise the usual word. Multi-word terms
// are matched as phrases (word order as written, "and", "of", "for", "the", "to" optional, each
// word in any of its forms: "new starters" is "new starter").
//
// To add a synonym: add the term to the entry it belongs to (or a new entry), keep the head
// first, and run the search tests. Write entries from the content and from IAM practice, never
// to fix one query: a term that is not really the same thing makes every search for it worse.

export interface ThesaurusEntry {
  /** The terms; the first is the head. */
  terms: readonly string[]
}

const entry = (...terms: string[]): ThesaurusEntry => ({ terms })

/** Acronyms and the phrases they abbreviate. */
export const ACRONYMS: readonly ThesaurusEntry[] = [
  entry('iam', 'identity and access management', 'identity access management'),
  entry('pam', 'privileged access management'),
  entry('pim', 'privileged identity management'),
  entry('iga', 'identity governance and administration', 'identity governance'),
  entry('ciam', 'customer identity and access management'),
  entry('ciamo', 'chief identity and access management officer'),
  entry('ciso', 'chief information security officer'),
  entry('itdr', 'identity threat detection and response'),
  entry('ispm', 'identity security posture management'),
  entry('ivip', 'identity visibility and intelligence platform'),
  entry('ztna', 'zero trust network access', 'zero trust'),
  entry('lbac', 'location based access control'),
  entry(
    'sod',
    'segregation of duties',
    'separation of duties',
    'toxic combination',
    'sod conflict',
  ),
  entry('rbac', 'role based access control'),
  entry('abac', 'attribute based access control'),
  entry('mfa', 'multi factor authentication', 'two factor authentication', '2fa', 'multifactor'),
  entry('sso', 'single sign on'),
  entry('cmdb', 'configuration management database', 'asset management'),
  entry('jml', 'joiner mover leaver', 'joiners movers leavers'),
  entry('jit', 'just in time'),
  entry('idp', 'identity provider'),
  entry('scim', 'system for cross domain identity management'),
  entry('ldap', 'lightweight directory access protocol'),
  entry('ad', 'active directory'),
  entry('siem', 'security information and event management'),
  entry('hr', 'human resources'),
  entry('gdpr', 'general data protection regulation'),
  entry('ccpa', 'california consumer privacy act'),
  entry('hipaa', 'health insurance portability and accountability act'),
  entry(
    'phi',
    'protected health information',
    'ephi',
    'patient',
    'patient data',
    'patient records',
    'health records',
    'medical records',
    'health data',
  ),
  entry('sox', 'sarbanes oxley'),
  entry('fisma', 'federal information security modernization act'),
  entry('nis', 'network and information security'),
  entry('nis2', 'nis 2'),
  entry('pci', 'pci dss', 'payment card industry'),
  entry('bau', 'business as usual'),
  entry('rfp', 'request for proposal'),
  entry('itil', 'it infrastructure library'),
  entry('bisl', 'business information services library'),
  entry('kpi', 'key performance indicator'),
  entry('raci', 'responsible accountable consulted informed'),
]

/** Where a rule applies: the place and the word for its people. */
export const PLACES: readonly ThesaurusEntry[] = [
  entry('eu', 'european union', 'european'),
  entry('canada', 'canadian'),
  entry('california', 'californian'),
]

/** The words practitioners use for the same process, role or thing. */
export const PRACTITIONER_TERMS: readonly ThesaurusEntry[] = [
  // identity lifecycle
  entry('onboarding', 'joiner', 'new starter', 'new hire', 'new employee', 'starter', 'hire'),
  entry('mover', 'transfer', 'change of role', 'role change', 'job change', 'internal move'),
  entry(
    'offboarding',
    'leaver',
    'leaving',
    'deprovisioning',
    'exit',
    'termination',
    'departure',
    'off boarding',
  ),
  entry('contractor', 'third party', 'vendor', 'supplier', 'freelancer', 'external worker'),
  entry('nickname', 'preferred name'),
  entry('handover', 'hand over'),
  entry('username', 'user name', 'login name', 'account name', 'user id', 'userid'),
  entry('dormant', 'inactive', 'unused', 'stale'),
  // privileged access
  entry('breakglass', 'break glass', 'emergency access', 'emergency account', 'firecall'),
  entry('red button', 'kill switch', 'emergency disable', 'emergency revocation'),
  entry(
    'service account',
    'non human identity',
    'machine identity',
    'technical account',
    'system account',
  ),
  entry('least privilege', 'minimum necessary', 'need to know'),
  entry('password', 'passphrase', 'credential'),
  // governance
  entry(
    'recertification',
    'access review',
    'attestation',
    'user access review',
    'uar',
    'access certification',
    'certification campaign',
    'entitlement review',
    'access recertification',
    'periodic review',
  ),
  entry('approve', 'authorise', 'authorize', 'sign off'),
  entry('regulation', 'law', 'legislation', 'regulatory', 'compliance requirement'),
  entry('checklist', 'steps', 'step by step', 'to do list'),
  // training and services
  entry('price', 'cost', 'fee', 'pricing', 'how much'),
  entry('duration', 'how long', 'length', 'days long', 'how many days', 'how many hours'),
  entry(
    'audience',
    'who should attend',
    'participants',
    'intended for',
    'for whom',
    'who is it for',
    'target group',
    'meant for',
    'suitable for',
  ),
  entry('benefits', 'advantages', 'what do i get', 'what will i gain'),
  entry('course content', 'syllabus', 'curriculum', 'modules', 'what will i learn'),
  entry('course', 'training', 'class', 'certification course'),
  entry('consultancy', 'consulting', 'consultant', 'advisory'),
  entry('forum', 'community', 'discussion'),
  entry('guidelines', 'rules', 'code of conduct', 'etiquette'),
]

export const THESAURUS: readonly ThesaurusEntry[] = [...ACRONYMS, ...PLACES, ...PRACTITIONER_TERMS]
