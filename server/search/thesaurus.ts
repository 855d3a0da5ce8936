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
  entry('pam', 'privileged access management', 'privileged account management'),
  entry('pim', 'privileged identity management'),
  entry('iga', 'identity governance and administration', 'identity governance'),
  entry(
    'ciam',
    'customer identity and access management',
    'consumer identity and access management',
    'customer identity',
    'consumer identity',
    'customer iam',
  ),
  entry(
    'ciamo',
    'chief identity and access management officer',
    'chief identity officer',
    'head of identity',
    'head of iam',
    'director of identity',
  ),
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
  entry(
    'mfa',
    'multi factor authentication',
    'two factor authentication',
    '2fa',
    'multifactor',
    'strong authentication',
    'two step verification',
    '2sv',
  ),
  entry('sso', 'single sign on'),
  entry('cmdb', 'configuration management database', 'asset management'),
  entry('jml', 'joiner mover leaver', 'joiners movers leavers'),
  entry(
    'jit',
    'just in time',
    'temporary elevation',
    'time bound elevation',
    'ephemeral access',
    'on demand access',
  ),
  entry('zsp', 'zero standing privilege', 'zero standing access'),
  entry('oidc', 'openid connect'),
  entry('saml', 'security assertion markup language'),
  entry('sspr', 'self service password reset', 'password self service'),
  entry('upn', 'user principal name'),
  entry('itgc', 'it general controls'),
  entry('itsm', 'it service management'),
  entry('cab', 'change advisory board'),
  entry('dpia', 'data protection impact assessment', 'privacy impact assessment'),
  entry('pii', 'personally identifiable information', 'personal data', 'personal information'),
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
  entry('itil', 'it infrastructure library'),
  entry('bisl', 'business information services library'),
]

/**
 * Business abbreviations: synonyms of the phrases they stand for, but unlike the acronyms above
 * their words are not indexed beside a text that uses them. Those words mean something else in
 * IAM ("request" in "request for proposal" is not an access request, "key" in "key performance
 * indicator" is no credential), so a page using the abbreviation must not match them.
 */
export const ABBREVIATIONS: readonly ThesaurusEntry[] = [
  entry('bau', 'business as usual'),
  entry('rfp', 'request for proposal'),
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
  entry(
    'mover',
    'transfer',
    'change of role',
    'role change',
    'job change',
    'internal move',
    'reassignment',
  ),
  entry('rehire', 're hire', 'returning employee', 'rejoiner', 're joiner', 'boomerang employee'),
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
  entry(
    'contractor',
    'third party',
    'vendor',
    'supplier',
    'freelancer',
    'external worker',
    'contingent worker',
    'non employee',
    'temporary worker',
  ),
  entry(
    'birthright access',
    'birthright',
    'baseline access',
    'standard access',
    'default access',
    'day one access',
  ),
  entry('orphaned account', 'uncorrelated account', 'unlinked account', 'ownerless account'),
  entry(
    'authoritative source',
    'source of truth',
    'source of authority',
    'system of record',
    'source of record',
    'golden source',
    'trusted source',
  ),
  entry(
    'hr system',
    'hris',
    'human resources information system',
    'hcm',
    'human capital management',
  ),
  entry('identity proofing', 'identity verification', 'id verification', 'idv'),
  entry('duplicate identity', 'double identity', 'duplicate account', 'double account'),
  entry('last name', 'lastname', 'surname', 'family name'),
  entry('naming convention', 'naming standard', 'naming scheme'),
  entry('nickname', 'preferred name'),
  entry('handover', 'hand over'),
  entry(
    'username',
    'user name',
    'login name',
    'account name',
    'user id',
    'userid',
    'logon name',
    'logon id',
    'login id',
    'sign in name',
    'samaccountname',
  ),
  entry('dormant', 'inactive', 'unused', 'stale'),
  // privileged access
  entry(
    'breakglass',
    'break glass',
    'emergency access',
    'emergency account',
    'firecall',
    'fire call',
    'firefighter',
    'emergency id',
    'emergency user',
  ),
  entry(
    'red button',
    'kill switch',
    'emergency disable',
    'emergency revocation',
    'immediate deprovisioning',
    'immediate revocation',
    'hostile leaver',
    'hostile termination',
  ),
  entry(
    'service account',
    'non human identity',
    'non human account',
    'machine identity',
    'technical account',
    'system account',
    'workload identity',
    'nhi',
    'service principal',
    'managed identity',
    'bot account',
  ),
  entry('shared account', 'generic account', 'shared id', 'shared login', 'shared credential'),
  entry('least privilege', 'minimum necessary', 'need to know'),
  entry(
    'standing privilege',
    'standing access',
    'standing admin rights',
    'standing administrator rights',
    'persistent privilege',
    'always on access',
  ),
  entry(
    'excessive access',
    'excessive privilege',
    'excessive permission',
    'over privileged',
    'overprivileged',
    'over provisioned',
    'overprovisioned',
  ),
  entry('session recording', 'session capture', 'screen recording'),
  entry('jump host', 'jump server', 'jump box', 'jumphost', 'bastion host', 'bastion'),
  entry('tiered administration', 'admin tiering', 'tiered admin', 'enterprise access model'),
  // authentication and access
  entry('conditional access', 'adaptive access', 'context aware access', 'contextual access'),
  entry('entra id', 'entra', 'azure ad', 'azure active directory', 'aad'),
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
    'recertify',
    'review campaign',
    'entitlement certification',
  ),
  entry('entitlement', 'permission', 'access right', 'user right'),
  entry('four eyes principle', 'four eyes', 'dual control', 'two person rule', 'maker checker'),
  entry('mitigating control', 'compensating control'),
  entry(
    'disconnected application',
    'unconnected application',
    'non connected application',
    'disconnected system',
    'unconnected system',
  ),
  // audit and service management
  entry('audit finding', 'control deficiency', 'audit issue', 'audit observation'),
  entry('audit trail', 'audit log', 'activity log'),
  entry('change enablement', 'change control'),
  entry('iso 27001', 'iso iec 27001', 'iso27001'),
  entry('service desk', 'help desk', 'helpdesk', 'support desk'),
  entry('legal hold', 'litigation hold', 'preservation hold'),
  // spellings on either side of the Atlantic whose stems differ
  entry('organisation', 'organization'),
  entry('catalogue', 'catalog'),
  entry('centre', 'center'),
  entry('licence', 'license'),
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

export const THESAURUS: readonly ThesaurusEntry[] = [
  ...ACRONYMS,
  ...ABBREVIATIONS,
  ...PLACES,
  ...PRACTITIONER_TERMS,
]
