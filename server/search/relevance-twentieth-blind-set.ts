// The twentieth blind set: one sitting written from the searchable documents' text alone, by
// someone who had seen neither the engine, nor its answers, nor the other sets, nor the thesaurus.
// Written for visitors the other sets had few of: people trying to find a forum discussion again
// in their own words; chat-style shorthand (acct, pwd, mgmt, w/o); people on a phone typing one
// to three words without the most specific one; two concepts in one query; a plural where the
// site writes the singular, a verb where it writes a noun; and what comes first, what is
// mandatory, what the minimum is. Of the 150 queries written, the 53 another set already held
// were left out (most of them short); 13 misspelt queries about forum discussions, written the
// same way afterwards, made up the typos. Measured as written: success@1 0.87, success@3 0.94
// (questions 0.92 and 0.96; synonyms 0.70 and 0.85), no zero-result answer. Same kinds and rules
// as the other sets: an expected url without `#` is met by any hit on that page; with `#`, by
// that section only.
import { caseOf, type RelevanceCase } from './relevance-set.ts'

const { question: q, keyword: k, typo: t, synonym: s } = caseOf

export const twentiethBlindSet: RelevanceCase[] = [
  // Questions
  q('that thread where role mining spat out 2000 roles', '/forum/post/11'),
  q('someone asked whether ci/cd secrets belong in the pam vault', '/forum/post/13'),
  q('forum discussion where the vendor promised 12 weeks to move iga to saas', '/forum/post/6'),
  q('who said half their movers were really hr data fixes', '/forum/post/1'),
  q(
    'post where the works council wanted to know who can watch admin session videos',
    '/forum/post/8',
  ),
  q('thread about saas apps that delete the user when active is set to false', '/forum/post/3'),
  q('the post about thousands of service accts nobody owns', '/forum/post/24'),
  q('someone running keycloak for 25k users, what was the effort', '/forum/post/28'),
  q('do dbas on app servers count as tier 1 or tier 2', '/forum/post/33'),
  q('what did ppl do about legacy admin consoles that only support totp', '/forum/post/30'),
  q('sap sod rules: enforce preventive right away or run detective first?', '/forum/post/18'),
  q('which forum post said leavers kept saas licences for 40 days', '/forum/post/34'),
  q('how long did that person study for the foundation exam', '/forum/post/5'),
  q('how do others give vendors access at night for incidents', '/forum/post/40'),
  q('what access token lifetime do people use for internal apps', '/forum/post/10'),
  q('what to do w/ accounts in the target system that iga didnt create', '/forum/post/39'),
  q('how many exception requests after removing local admin from staff', '/forum/post/17'),
  q('how many line items can one reviewer handle in a campaign', '/forum/post/12'),
  q('what evidence do auditors accept instead of screenshots', '/forum/post/27'),
  q('how much is cilmp per person', '/training/cilmp#price-per-person'),
  q('who is the crcms course meant for', '/training/crcms#audience'),
  q(
    'is there a cheaper in-house price for the pam specialist course',
    '/training/cpams#price-per-person',
  ),
  q('what does the 20 day consultancy cost', '/training/20-day-full-service'),
  q(
    'is the 500 page ipaml guide free to download',
    '/introduction/ebooks#the-complete-ipaml-guide',
  ),
  q('what info is mandatory when registering an app in the cmdb', '/policy/asset-management-cmdb'),
  q('what is the longest end date allowed for a contractor acct', '/policy/3rd-party-registration'),
  q(
    'what is the minimum review interval for accounts in pci scope',
    '/policy/role-permissions-management',
    '/law-regulations#pci-dss',
  ),
  q('after how many days w/o login is an account disabled', '/policy/account-disabled-deletion'),
  q('when do disabled accounts get deleted', '/policy/account-disabled-deletion'),
  q('how many working days before the start date must hr enter a new hire', '/policy/hr'),
  q(
    'what should we vault first when starting pam',
    '/tactical/pam-service',
    '/introduction/ebooks#privileged-access-management-in-practice',
  ),
  q(
    'what is the target time to block everything with the red button',
    '/policy/red-button-procedure',
  ),
  q(
    'where are break glass passwords kept when the vault is down',
    '/policy/green-button-procedure',
    '/tactical/pam-service',
    '/operations/red-green-action-service',
  ),
  q(
    'does getting a new manager alone count as a move',
    '/policy/movers',
    '/controls/trigger',
    '/operations/crossboarding-service',
  ),
  q('what identity proofing level is required for new joiners', '/policy/joiners'),
  q('what prefix should admin and service accounts get', '/policy/username', '/forum/post/41'),
  q('can staff use a nickname instead of their legal name', '/policy/preferred-name'),
  q('how do we handle surname prefixes like van and de', '/policy/name-lastname-initials-display'),
  q('what is step one of the implementation roadmap', '/implementation-roadmap#rfp-and-readiness'),
  q(
    'what percentage is maturity level 4',
    '/maturity-assessment#level-4',
    '/maturity-assessment#framework-levels',
  ),
  q('is my self assessment saved on your server', '/maturity-assessment'),
  q('how fast must a gdpr breach be reported', '/law-regulations#gdpr'),
  q(
    'what should an iam programme do first',
    '/program-management',
    '/strategic/program-management',
  ),
  q(
    'which standard is the 45 day dormant rule based on',
    '/policy/account-disabled-deletion#standards-choices',
  ),
  q('can i export the control mappings to a grc tool', '/control-mappings#crosswalk-downloads'),
  q(
    'how do contractors get onboarded if theyre not in hr',
    '/policy/3rd-party-registration',
    '/forum/post/22',
    '/operations/onboarding-service',
  ),
  q(
    'is mfa mandatory for admin and remote access',
    '/strategic/information-security-management',
    '/tactical/iam-service',
  ),
  q(
    'how often are break glass accounts tested',
    '/policy/green-button-procedure',
    '/operations/red-green-action-service',
    '/forum/post/2',
  ),
  q(
    'what must be rotated when a leaver goes besides disabling the acct',
    '/policy/leavers',
    '/operations/offboarding-service',
  ),
  // Keywords
  k('break glass accts', '/policy/green-button-procedure', '/operations/red-green-action-service'),
  k('ciamp days', '/training/ciamp#duration'),
  k('workshop brussels', '/introduction/workshops#privileged-access-rollout-lab'),
  k('passkey login', '/forum/sign-in'),
  k('forum guidelines', '/forum/guidelines'),
  k('join forum', '/forum/sign-up'),
  k('contact', '/#contact'),
  k('service accts owner', '/asset-management/services', '/forum/post/24'),
  k('shared mailboxes', '/asset-management/mailboxes', '/policy/email'),
  k('guest access teams', '/asset-management/collaboration'),
  k('badge access zones', '/asset-management/physical'),
  k('mandates delegation', '/asset-management/mandate-delegate'),
  k('job codes', '/policy/function-role-type', '/forum/post/25'),
  k('tier 0', '/forum/post/33', '/forum/post/2'),
  k('token lifetime', '/forum/post/10'),
  k('case builder healthcare', '/introduction/case-builder#healthcare-identity-and-access'),
  k('contractor privileged access pam', '/policy/3rd-party-registration', '/forum/post/40'),
  k('executive awareness', '/#training'),
  k('leaver pwd rotation', '/policy/leavers', '/operations/offboarding-service'),
  // Typos
  t('privilaged acces managment', '/tactical/pam-service', '/unified-framework#pam'),
  t('role recertifcation', '/strategic/role-model', '/controls/role-type'),
  t('levaers', '/policy/leavers'),
  t('cmbd', '/policy/asset-management-cmdb', '/tactical/asset-management-service'),
  t('maturaty assesment', '/maturity-assessment'),
  t('ciamo carrer path', '/ciamo'),
  t(
    'just in tme acess',
    '/introduction/ebooks#just-in-time-privilege',
    '/tactical/pam-service',
    '/forum/post/2',
  ),
  t('greeen button', '/policy/green-button-procedure', '/operations/red-green-action-service'),
  t(
    'certifcation campaings',
    '/introduction/ebooks#access-certification-campaigns',
    '/tactical/iga-service',
  ),
  t('scim patch semantcs', '/forum/post/3'),
  t('oidc token lifetiems', '/forum/post/10'),
  t('role mining candiate roles', '/forum/post/11'),
  t('acess review fatige', '/forum/post/12'),
  t('local admin rigths', '/forum/post/17'),
  t('sod detectve mode sap', '/forum/post/18'),
  t('keycloak in prodution', '/forum/post/28'),
  t('fido2 for administrtors', '/forum/post/30'),
  t('tierd administration model', '/forum/post/33', '/directory/directory-services#key-features'),
  t('licence savings busness case', '/forum/post/34'),
  t('deprovisioning disconected apps', '/forum/post/38'),
  t('vendor remot access', '/forum/post/40'),
  t(
    'dead leter queue',
    '/tactical/integration-service#reliability',
    '/tactical/integration-service',
  ),
  // Synonyms and acronyms
  s(
    'emergency lockout when someone is fired for misconduct',
    '/policy/red-button-procedure',
    '/operations/red-green-action-service',
  ),
  s(
    'permission bloat after an internal job change',
    '/policy/movers',
    '/operations/crossboarding-service',
    '/forum/post/1',
  ),
  s('rehire reactivate old account', '/policy/account-disabled-deletion'),
  s('idle user accounts auto disable', '/policy/account-disabled-deletion'),
  s(
    'pim temporary admin elevation',
    '/introduction/ebooks#just-in-time-privilege',
    '/forum/post/2',
    '/tactical/pam-service',
  ),
  s('self hosted idp in prod', '/forum/post/28'),
  s('hris attributes for iam', '/policy/hr'),
  s('maiden name updates', '/policy/name-lastname-initials-display'),
  s('transgender staff display name', '/policy/preferred-name'),
  s('recycle email address of ex-employee', '/policy/email'),
  s('cigae tuition', '/training/cigae#price-per-person'),
  s('dpia keystroke logging', '/forum/post/8'),
  s('paw per admin tier', '/forum/post/33'),
  s('c-suite identity briefing', '/#training'),
  s('reorg mass transfers access', '/asset-management/departments'),
  s('roi of automating starters and leavers', '/forum/post/34'),
  s(
    'does the expert certificate expire',
    '/introduction/courses#ipaml-expert-identity-governance-architect',
  ),
  s('group rate for the privileged access course', '/training/cpams#price-per-person'),
  s('access during notice period', '/policy/leavers'),
  s('identity vetting before day one', '/policy/joiners'),
]
