// The policy library: identity-governance policies, each with a description, six key features,
// six implementation steps and six benefits, and the words of the /policy pages. Read by the
// /policy pages and by the search indexer. Facts that other pages state too (review cadences,
// thresholds, authorisers, trigger attributes) come from shared-values.ts.
import {
  breakGlassRule,
  certification,
  certificationRule,
  disabledAccountRetentionDays,
  dormantAccount,
  emergencyTest,
  greenButton,
  identityProofingRule,
  joinerChecks,
  leaverDates,
  leaverSecrets,
  listAnd,
  listOr,
  managerChangeRule,
  moverTransitionAccess,
  moverTransitionRule,
  moverTriggerAttributes,
  pciDssRules,
  redButton,
  roleContentReview,
  standards,
  type StandardsChoice,
} from './shared-values.ts'
import { paths } from '../lib/paths.ts'
import type { IconName } from './icon-names.ts'
import type { PageFrameCopy } from './page-copy.ts'
import { capitalise } from './text.ts'

/** A policy's icon: a name of the site's icon registry (content holds no React). */
export type PolicyIcon = IconName

/** A Chakra colour palette name, used for the card accent. */
export type PolicyColor = 'blue' | 'green' | 'purple' | 'orange' | 'red' | 'teal' | 'cyan' | 'pink'

export interface Policy {
  title: string
  icon: PolicyIcon
  color: PolicyColor
  description: string
  /**
   * What practitioners call the subject of the policy besides its title ("break glass" for the
   * Green Button Procedure): searched like its keywords, on the policy and its sections.
   */
  searchTerms: string[]
  features: string[]
  implementation: string[]
  benefits: string[]
  /** Rules that deliberately follow one standard, with the reason; shown on the policy page. */
  standardsChoices?: StandardsChoice[]
}

const { endDate, lastWorkingDay } = leaverDates

export const policies: Policy[] = [
  {
    title: 'Name/Lastname/Initials/Display',
    icon: 'IdCard',
    color: 'blue',
    description:
      'Defines how given name, last name, initials and display name are captured from the authoritative HR record and rendered consistently across the directory, e-mail, collaboration tools and every connected application.',
    searchTerms: ['display name', 'name format', 'surname prefix'],
    features: [
      'Legal given name and last name are taken only from the HR system of record, never typed in by IT',
      'Display name format fixed as "Lastname, Givenname (Initials)" or "Givenname Lastname" per organisation, applied by the provisioning engine',
      'Rules for last-name prefixes (van, de, von), compound names and hyphenated surnames, including sort order',
      'Character-set handling: Unicode stored in the directory, transliterated ASCII variant derived for legacy systems',
      'Initials derived automatically from all given names, with a documented override for cultural naming conventions',
      'Duplicate display names resolved by a deterministic suffix such as department code or middle initial',
    ],
    implementation: [
      'Inventory every system that stores or shows a name attribute and map its field names to the IPAML identity model',
      'Agree the display-name format and prefix rules with HR, Communications and the Works Council where applicable',
      'Configure HR as the authoritative source for givenName, sn and initials in the identity governance platform',
      'Implement the transformation rules (prefix handling, transliteration, duplicate suffix) in the provisioning mappings',
      'Run a reconciliation report against the directory and fix deviating display names through the Correction process',
      'Schedule a monthly attribute-drift report and assign the data owner who signs it off',
    ],
    benefits: [
      'Colleagues find the right person in the address book and collaboration tools on the first try',
      'Names in audit logs, access reviews and certifications match the HR record, which simplifies evidence',
      'Fewer help-desk tickets caused by misspelled or inconsistent names',
      'Legacy applications receive a safe ASCII name without corrupting the authoritative Unicode value',
      'Renaming after marriage or legal name change flows automatically from HR to every system',
      'A documented rule set that satisfies the GDPR accuracy principle for personal data',
    ],
  },
  {
    title: 'Preferred Name',
    icon: 'UserPen',
    color: 'purple',
    description:
      'Lets a person choose the first name shown to colleagues while the legal name stays in the HR record for payroll, contracts and legal evidence, with clear rules on where each name may be used.',
    searchTerms: ['nickname', 'chosen name'],
    features: [
      'Separate preferredName attribute maintained next to the legal given name, never overwriting it',
      'Self-service change by the employee through the HR portal, with HR validation for offensive or impersonating names',
      'Preferred name used for display name, e-mail greeting, collaboration tools and badge print where policy allows',
      'Legal name kept for payroll, contracts, background checks, privileged-account ownership and regulatory reporting',
      'Change history retained so investigators can link old and new display names in logs',
      'Supports gender transition and cultural naming without a new identity record or a new account',
    ],
    implementation: [
      'Add a preferred-name field to the HR system and to the identity data model with its own data owner',
      'Define the list of target attributes that use the preferred name and those that must keep the legal name',
      'Configure provisioning rules: displayName and mail nickname from preferred name when set, otherwise legal name',
      'Publish an approval workflow in the HR portal including a check against names of executives and system roles',
      'Decide whether the e-mail address changes with the preferred name and document the alias retention period',
      'Train the service desk to verify identity by employee ID, not by displayed name',
    ],
    benefits: [
      'Employees are addressed by the name they use, which supports inclusion and wellbeing',
      'No duplicate identities or accounts created just to change how a name is shown',
      'Legal and payroll processes keep an unambiguous legal name',
      'Investigations remain traceable because every name change is logged and linked to one identity',
      'Fewer manual directory edits by IT, which removes an uncontrolled change path',
      'Consistent experience across e-mail, chat and intranet from a single attribute',
    ],
  },
  {
    title: 'Username',
    icon: 'AtSign',
    color: 'cyan',
    description:
      'Sets the format, uniqueness and lifetime of the login name (sAMAccountName, UPN, Unix uid) so every identity has one stable, non-reusable username that does not reveal more personal data than needed.',
    searchTerms: ['login name', 'account naming', 'user id'],
    features: [
      'One deterministic format, for example first letters of given name plus last name plus sequence number, within length limits of the strictest target system',
      'Global uniqueness checked across directory, HR, cloud tenants and the archive of retired usernames',
      'Usernames are never reused after a leaver, to keep audit trails unambiguous',
      'Username remains stable on name change; only display name and e-mail alias follow the new name',
      'Distinct, recognisable prefixes for privileged (adm-), service (svc-) and external (ext-) accounts',
      'Allowed character set limited to lower-case a-z, digits and one separator to work in every platform',
    ],
    implementation: [
      'Determine the most restrictive target system (for example 20 characters for sAMAccountName) and set the maximum length',
      'Write the generation algorithm including transliteration and the collision sequence',
      'Build a central uniqueness service or reservation table that the provisioning engine queries before creation',
      'Load all historic usernames into the reservation table so they cannot be issued again',
      'Define the naming prefixes for privileged, service and third-party accounts and enforce them in request forms',
      'Test the algorithm on the full HR population and review every collision and edge case before go-live',
    ],
    benefits: [
      'Every login event in SIEM and audit logs maps to exactly one person, now and years later',
      'Provisioning never fails on duplicate or too-long usernames',
      'Privileged and service accounts are recognisable at a glance for monitoring and reviews',
      'Name changes no longer break logins, home folders or application profiles',
      'Consistent usernames simplify federation and SCIM mapping to cloud services',
      'Reduced exposure of personal data where a non-descriptive username format is chosen',
    ],
  },
  {
    title: 'Email',
    icon: 'Mail',
    color: 'teal',
    description:
      'Governs how e-mail addresses and aliases are generated, kept unique, changed and retired, and how functional and shared mailboxes are owned, so mail routing and identity matching stay reliable.',
    searchTerms: ['email address', 'mail alias', 'mailbox'],
    features: [
      'Primary address format such as givenname.lastname@domain, generated from the preferred or legal name',
      'Uniqueness across all accepted domains and historical addresses, with a deterministic tie-breaker',
      'Old addresses kept as aliases for a defined period after a name change, then released under control',
      'Functional and shared mailboxes always have a named owner and are never used to sign in',
      'Address quarantine after a leaver: no reissue for at least the retention period to prevent mis-delivery',
      'External and contractor addresses use a distinct sub-domain or marker so recipients recognise them',
    ],
    implementation: [
      'Agree the address format and accepted domains with Communications and the messaging team',
      'Implement address generation in the provisioning engine with a lookup against all existing proxy addresses',
      'Define alias retention on name change and quarantine periods after a leaver, and automate both',
      'Register every shared and functional mailbox as a resource in the CMDB with owner and purpose',
      'Configure the e-mail attribute as a matching key for SaaS federation and SCIM only where it is immutable enough',
      'Audit quarterly for orphaned mailboxes and forwarding rules to external domains',
    ],
    benefits: [
      'Mail reaches the intended person, without collisions or mis-delivery to a new namesake',
      'Name changes do not lose incoming mail from customers and suppliers',
      'Shared mailboxes have accountable owners and appear in access reviews',
      'Reduced data-leak risk from unmanaged auto-forwarding and orphaned mailboxes',
      'Recipients can tell employees from external parties, which helps against impersonation',
      'Predictable addresses simplify onboarding to SaaS applications that use e-mail as identifier',
    ],
  },
  {
    title: 'Function/Role Type',
    icon: 'Briefcase',
    color: 'orange',
    description:
      'Links the HR function (job code) of every identity to a role type that defines its birthright access, so access follows the position a person holds rather than individual requests.',
    searchTerms: ['job code', 'birthright access', 'role type'],
    features: [
      'Every HR job code mapped to exactly one role type, maintained in a governed function catalogue',
      'Role type carries birthright access granted automatically on the joiner and mover events',
      'Separate privileged role types whose access requires extra approval and just-in-time activation',
      'Function changes in HR trigger re-evaluation of role type and access through the mover process',
      'Role type owners from the business approve changes to the content of their role type',
      'Unmapped job codes block automatic provisioning and raise a task for the role manager',
    ],
    implementation: [
      'Export all job codes, departments and locations from HR and cluster them into candidate role types',
      'Use role mining on current entitlements to validate which access is common to each cluster',
      'Appoint a business owner per role type and have them approve the initial content',
      'Configure the identity governance platform to assign role types from the HR job code attribute',
      'Define the exception path for access outside the role type, with expiry dates',
      `Review role-type content and the job-code mapping ${roleContentReview.text} with the role-type owners`,
    ],
    benefits: [
      'New starters have the access for their function on day one without tickets',
      'Less privilege creep because access follows the current function',
      'Role types give auditors a clear answer to "why does this person have this access?"',
      'Business ownership puts access decisions with the people who understand the work',
      'Fewer individual requests and approvals, lowering service-desk workload',
      'A stable basis for segregation-of-duties rules at role level',
    ],
  },
  {
    title: 'Role/Permissions Management',
    icon: 'KeyRound',
    color: 'purple',
    description:
      'Defines how roles are composed from permissions, who may request, approve and certify them, and which segregation-of-duties rules apply, so access stays least-privilege and explainable.',
    searchTerms: ['access review', 'least privilege', 'segregation of duties'],
    features: [
      'Layered model: permissions in applications, grouped into business roles, assigned through role types or requests',
      'Segregation-of-duties matrix with toxic combinations checked at request time and during reviews',
      'Every role and permission has an owner, a description in business language and a risk rating',
      'Request and approval workflow with manager approval and owner approval for high-risk permissions',
      `Periodic access certification: ${certificationRule}`,
      'Time-bound assignments for temporary and project access with automatic removal at expiry',
    ],
    implementation: [
      'Collect entitlements from all in-scope applications into the identity governance platform',
      'Describe and risk-rate each entitlement together with the application owner',
      'Design business roles with role mining and owner workshops; keep role counts lower than user counts',
      'Define the SoD rule set with Risk and Compliance and configure preventive and detective checks',
      'Launch request, approval and certification campaigns with clear reviewer guidance',
      'Measure role coverage, exception counts and revocation rates and tune roles every quarter',
    ],
    benefits: [
      'Least privilege enforced by design instead of by after-the-fact clean-up',
      'Toxic combinations prevented before they are granted, supporting SOX and internal control objectives',
      'Reviews are faster because reviewers see roles with business descriptions instead of technical group names',
      'Clear accountability: each permission has an owner who decides on it',
      'Temporary access expires on time without manual follow-up',
      'Evidence for auditors is produced from the platform instead of spreadsheets',
    ],
    standardsChoices: [
      {
        rule: `Certification cadence: ${certificationRule}`,
        follows: `${standards.pciDss} Requirement 7.2.4 for systems in its scope, ${standards.iso27001} A.5.18 elsewhere`,
        why: `PCI DSS fixes ${certification.pciScope.text} for every account in the cardholder data environment, so no access there waits for a yearly campaign; ISO/IEC 27001 leaves the interval to risk, so privileged access is certified more often than the PCI minimum and low-risk standard access ${certification.standard.text}.`,
      },
    ],
  },
  {
    title: 'Asset Management/CMDB',
    icon: 'Database',
    color: 'cyan',
    description:
      'Requires every resource that grants access (application, data source, endpoint, security group, mailbox, share) to be registered in the CMDB with an owner, a classification and its access model before access to it can be governed.',
    searchTerms: ['resource owner', 'application inventory'],
    features: [
      'Resource registration is a precondition for onboarding an application into provisioning and reviews',
      'Mandatory attributes: owner, technical contact, data classification, criticality and access model',
      'Relationships between resources, permissions and roles stored so impact of changes is visible',
      'Automated discovery of new groups, shares and SaaS tenants compared against the CMDB',
      `Ownership re-confirmed ${certification.standard.text} and transferred automatically when the owner becomes a leaver`,
      'Retirement procedure that removes all access before a resource is decommissioned',
    ],
    implementation: [
      'Define the resource types and mandatory attributes in the CMDB data model, aligned with the IPAML resource catalogue',
      'Load existing applications, groups and shares from discovery tools and directories',
      'Assign owners and classifications through a campaign with escalation to management for gaps',
      'Connect the CMDB to the identity governance platform so resources and owners synchronise',
      'Add a CMDB check to the change process for new and retired resources',
      'Report monthly on unowned, unclassified and undiscovered resources',
    ],
    benefits: [
      'A complete picture of what access exists and to what, which is the basis of every review',
      'No orphaned applications or groups without an accountable owner',
      'Faster impact analysis when a resource changes or is compromised',
      'Classification drives proportionate controls: stronger approval for sensitive data',
      'Decommissioned systems do not leave active accounts behind',
      'Supports ISO 27001 asset inventory requirements (Annex A 5.9) with live data',
    ],
  },
  {
    title: 'HR',
    icon: 'Users',
    color: 'green',
    description:
      'Establishes the HR system as the single authoritative source for employee identities and the events that drive joiner, mover and leaver processes, with agreed data quality and timeliness.',
    searchTerms: ['HR data', 'authoritative source', 'HR feed'],
    features: [
      'HR record creation is the only trigger for a new employee identity',
      `Agreed data set: employee ID, legal and preferred names, job code, department, manager, location, start date, ${endDate.term} and ${lastWorkingDay.term}`,
      `Timeliness targets: new hires registered at least ${joinerChecks.hrLeadWorkingDays} working days before the start date, with screening completed`,
      'Future-dated changes and end dates processed automatically on their effective date',
      'Data-quality checks with HR ownership of corrections',
      'Privacy by design: only attributes needed for access decisions flow to the identity platform',
    ],
    implementation: [
      'Sign a data-delivery agreement between HR and IAM covering attributes, timing and quality',
      'Build the HR connector (API or file) with validation of mandatory fields and reference data',
      'Map HR events (hire, transfer, termination, leave) to joiner, mover and leaver triggers',
      'Set up a daily data-quality report shared with HR business partners',
      'Define the fallback for urgent hires that are not yet in HR, with expiry and follow-up',
      'Run a joint HR and IAM review of exceptions every month',
    ],
    benefits: [
      'Access starts and ends on the dates HR knows, not when someone remembers to raise a ticket',
      'One identity per person, linked by employee ID across all systems',
      'Accurate manager data makes approvals and access reviews reach the right person',
      'Less manual data entry in IT, removing typing errors and uncontrolled changes',
      'Clear ownership of identity data quality for audits',
      'Data minimisation supports GDPR compliance',
    ],
  },
  {
    title: '3rd Party Registration',
    icon: 'Handshake',
    color: 'orange',
    description:
      'Governs how contractors, consultants, supplier staff and partners are registered, sponsored and reviewed, because they are not in the HR system yet often hold significant access.',
    searchTerms: ['contractor', 'external worker', 'sponsor'],
    features: [
      'Every external identity is registered in a third-party registry with an internal sponsor',
      'Mandatory end date on every external identity, at most 12 months ahead, renewable by the sponsor',
      'Contract or purchase-order reference recorded to tie access to a legal agreement',
      'Distinct account marker and e-mail sub-domain for external accounts',
      'Sponsor receives reminders before the end date and must re-confirm the need',
      'Privileged access for third parties only through the PAM solution with session recording',
    ],
    implementation: [
      'Set up a third-party registration form or vendor portal feeding the identity platform',
      'Define sponsor eligibility (permanent employee, management level) and sponsor duties',
      'Configure provisioning of external accounts with role types for external functions',
      'Automate end-date reminders at 30, 14 and 3 days and disable at expiry',
      `Review all external identities with their sponsors ${certification.highRisk.text}`,
      'Require suppliers to report leavers and audit that obligation in supplier reviews',
    ],
    benefits: [
      'No anonymous or forgotten contractor accounts',
      'Every external account has a person who answers for it',
      'Access ends with the contract instead of months later',
      'Supplier access to privileged systems is controlled and recorded',
      'Evidence for supply-chain requirements in NIS2, ISO 27001 and SOC 2',
      'Clear distinction between employees and externals in logs and reviews',
    ],
  },
  {
    title: 'Red Button Procedure',
    icon: 'OctagonX',
    color: 'red',
    description:
      'The emergency procedure for immediate deprovisioning: blocking all access of an identity within minutes in case of dismissal for cause, a compromised account or a security incident.',
    searchTerms: ['emergency disable', 'immediate revocation', 'access block'],
    features: [
      'Immediate disable of directory and cloud accounts, revocation of sessions, tokens and MFA devices',
      `Ordered only by the ${listOr(redButton.authorisers)}; executed by ${redButton.executors}`,
      'Pre-approved RED standard change so no change advisory board is needed at the moment of use',
      'Covers privileged accounts, VPN, remote access, physical badge and shared credentials the person knew',
      `Target time from order to complete block: ${redButton.targetMinutes} minutes`,
      'Full audit trail of who pressed the button, why and which systems were blocked',
    ],
    implementation: [
      'Define the trigger criteria with HR and Legal, and record the authorisers and how they are authenticated',
      'Register the RED Button standard change with its scope, steps and back-out plan',
      'Automate the disable actions across directory, identity provider, PAM vault and key SaaS applications',
      `Add the leaver steps for secrets and credentials: ${leaverSecrets.rotate}, and ${leaverSecrets.revoke}`,
      `Test the procedure ${emergencyTest.text} with a dummy identity and measure the time to block`,
      'Document follow-up: evidence preservation, mailbox hold and hand-over of data',
    ],
    benefits: [
      'Access of a hostile or compromised identity stops within minutes, not days',
      'Decision and execution are separated and logged, which protects both the organisation and the staff involved',
      'No delays waiting for change approval during an incident',
      'Legal hold and evidence preservation happen consistently',
      'Demonstrates incident response capability to regulators and auditors',
      'Reduces damage from insider threat and account takeover',
    ],
  },
  {
    title: 'Green Button Procedure',
    icon: 'CircleCheck',
    color: 'green',
    description:
      'The counterpart of the Red Button: immediate, controlled provisioning or restoration of access when business continuity requires it, for example a crisis team, a wrongly blocked employee or break-glass support.',
    searchTerms: ['emergency access', 'break glass'],
    features: [
      'Immediate provisioning or re-enabling of a defined access package under a pre-approved GREEN standard change',
      `Ordered only by the ${listOr(greenButton.authorisers)}`,
      `Every grant is time-bound and expires automatically within ${greenButton.maxHours} hours`,
      `Retroactive review: the normal approver confirms or revokes the access ${greenButton.retroactiveReview}`,
      capitalise(breakGlassRule),
      'Complete logging of requester, justification, granted access and expiry',
    ],
    implementation: [
      'Define the scenarios that justify immediate provisioning and those that do not',
      'Register the GREEN Button standard change with its access packages and maximum duration',
      'Automate grant and expiry in the identity governance platform and PAM solution',
      'Configure the retroactive approval task and escalation when it is not completed',
      'Report every use to the security officer and review trends monthly',
      `Exercise the procedure and the break-glass accounts together with the RED Button test, ${emergencyTest.text}`,
    ],
    benefits: [
      'Critical work continues during incidents without bypassing controls',
      'Wrongly blocked employees are restored quickly and traceably',
      'Emergency access never becomes permanent access',
      'Auditors see a controlled exception path instead of informal workarounds',
      'Break-glass use of privileged accounts is recorded and reviewed',
      'Clear accountability for every emergency grant',
    ],
    standardsChoices: [
      {
        rule: 'Break-glass access does not depend on the PAM vault or the identity provider',
        follows: `${standards.iso27001} A.5.29 (security during disruption) and the HIPAA emergency access procedure (164.312(a)(2)(ii))`,
        why: 'Emergency access is needed exactly when the vault or the identity provider has failed; a path that runs only through them fails with them. Sealed, split credentials under dual control keep the path open, and the alert, rotation and review keep it controlled.',
      },
    ],
  },
  {
    title: 'Account Disabled/Deletion',
    icon: 'UserX',
    color: 'red',
    description:
      'Sets when accounts are disabled, how long they stay disabled and when they are deleted, balancing security, data retention, legal hold and the possibility of a returning employee.',
    searchTerms: ['dormant account', 'account deletion', 'account retention'],
    features: [
      `Accounts disabled ${leaverDates.disableAt}, which HR records with the ${endDate.term}`,
      'Group memberships and entitlements exported to the identity record as evidence before they are removed; the account then moves to a quarantine container',
      `Deletion ${disabledAccountRetentionDays} days after disabling, unless a legal hold applies`,
      `Dormant accounts (no sign-in for ${dormantAccount.days} days) disabled automatically after owner notification`,
      'Mailbox and personal data handled per retention schedule: converted, archived or deleted',
      'Usernames and object identifiers never reused after deletion',
    ],
    implementation: [
      'Agree the retention periods with Legal, HR and the data protection officer',
      'Configure the membership export, disable and quarantine actions in the provisioning engine on the leaver trigger',
      'Set up the inactivity detection job across directory, cloud and key applications',
      'Implement legal-hold flags that block deletion and are set only by Legal',
      'Automate deletion after the retention period with a report to the resource owners',
      'Review service and privileged accounts separately because they have no HR end date',
    ],
    benefits: [
      'No active accounts of people who have left, a frequent audit finding',
      'Dormant accounts can no longer be abused in attacks',
      'Personal data is not kept longer than needed, in line with GDPR storage limitation',
      'Returning employees within the retention window can be re-enabled cleanly',
      'Legal holds are respected consistently',
      'Lower licence costs from removed accounts',
    ],
    standardsChoices: [
      {
        rule: `Dormant accounts are disabled after ${dormantAccount.days} days without sign-in`,
        follows: `${standards.cisControls} Safeguard 5.3`,
        why: `${standards.pciDss} Requirement 8.2.6 allows ${pciDssRules.inactiveAccountDays} days; the stricter ${dormantAccount.days}-day threshold meets both with one rule and shortens the time an unused account can be taken over.`,
      },
      {
        rule: 'Group memberships are recorded before they are removed',
        follows: `${standards.iso27001} A.5.18 and ${standards.nist80053} AC-2`,
        why: 'Auditors and investigators ask what access a person had and when it ended; once memberships are removed from the directory, only the exported record can answer. It also lets a returning employee be re-enabled without restoring old access blindly.',
      },
    ],
  },
  {
    title: 'Joiners',
    icon: 'UserPlus',
    color: 'blue',
    description:
      'The onboarding policy: a new HR record triggers the creation of the identity, accounts and birthright access so the new colleague is productive on day one, under the Joiner Standard Change.',
    searchTerms: ['onboarding', 'new hire'],
    features: [
      'Trigger: new identity record in HR; action: provision',
      capitalise(joinerChecks.screening),
      'Birthright access from the role type of the job code, without manual requests',
      'Accounts created in advance, activated only on the start date, with the manager notified of the access granted',
      `Initial credentials and MFA enrolment delivered through a secure channel; every new colleague is ${identityProofingRule}`,
      'Executed as the pre-approved Joiner Standard Change',
    ],
    implementation: [
      'Map the HR hire event to the joiner workflow in the identity governance platform',
      'Define birthright access per role type and validate it with business owners',
      'Configure account creation in directory, e-mail, collaboration and core applications',
      `Agree the screening checks with HR and Legal, and set up ${joinerChecks.proofingLevel} identity proofing before credential delivery and day-one MFA registration`,
      'Register the Joiner Standard Change and link every execution to it',
      'Measure day-one readiness and the number of follow-up access tickets',
    ],
    benefits: [
      'New employees work from their first hour',
      'Consistent, least-privilege starting access for every function',
      'No access requested by e-mail or granted by copying a colleague',
      'Lower onboarding costs for IT and the service desk',
      'Audit evidence of who received what and why from day one',
      'Better first impression and employee experience',
    ],
    standardsChoices: [
      {
        rule: 'Screening before access',
        follows: `${standards.iso27001} A.6.1 (screening) and ${standards.nist80053} PS-3`,
        why: 'Accounts are activated for a person the organisation has checked, in proportion to the function: access is granted on trust in who the person is.',
      },
      {
        rule: `Identity proofing at ${joinerChecks.proofingLevel}`,
        follows: joinerChecks.proofingStandard,
        why: `Workforce accounts reach internal data and systems, so the person who collects the credentials must be the person HR hired. ${joinerChecks.proofingLevel} (strong evidence checked remotely or on site) stops impersonation at hire without the in-person biometric step of IAL3.`,
      },
    ],
  },
  {
    title: 'Movers',
    icon: 'ArrowLeftRight',
    color: 'teal',
    description:
      'The crossboarding policy for internal transfers: a change of HR function removes the access of the old position on the effective date, allows a grace period only as an approved and time-boxed hand-over exception, and provisions the access of the new one, under the Mover Standard Change (IST/SOLL).',
    searchTerms: ['internal transfer', 'role change'],
    features: [
      `Trigger: a change of ${listOr(moverTriggerAttributes)}; ${managerChangeRule}`,
      'IST/SOLL comparison of current access against the target role type',
      capitalise(moverTransitionRule),
      'Access of the new function provisioned on the effective date',
      'Old and new managers both informed; the new manager approves any hand-over exception',
      'Executed as the pre-approved Mover Standard Change',
    ],
    implementation: [
      `Map changes of ${listOr(moverTriggerAttributes)} to the mover workflow`,
      'Configure the IST/SOLL calculation between current entitlements and the new role type',
      `Configure hand-over access as an exception: requested per entitlement, approved by ${listAnd(moverTransitionAccess.approvers)}, expiring after at most ${moverTransitionAccess.maxWorkingDays} working days`,
      'Add a micro-certification task for the new manager to keep or remove leftover access',
      'Register the Mover Standard Change and link each execution',
      'Report on privilege accumulation among employees with multiple moves',
    ],
    benefits: [
      'Stops privilege creep, the most common result of internal transfers',
      'Hand-over still possible through a named, expiring exception instead of lingering access',
      'Segregation-of-duties conflicts from old and new access are detected',
      'The new manager knows and approves what the person can access',
      'No ticket needed for standard access of the new position',
      'Fewer findings in access reviews and audits',
    ],
    standardsChoices: [
      {
        rule: 'Old access ends on the effective date; any grace period is an approved exception',
        follows: `${standards.cisControls} Safeguard 6.2 and ${standards.iso27001} A.5.18`,
        why: 'Both revoke access when a role changes. Access kept for hand-over by default is the main source of privilege creep, so the grace period of the Mover Standard Change applies only to named entitlements that the new manager and the access owner approve, and it expires on its own.',
      },
      {
        rule: `Only a change of ${listOr(moverTriggerAttributes)} is a move`,
        follows: 'The IPAML role model',
        why: `Birthright access follows the function, department and location; ${managerChangeRule}.`,
      },
    ],
  },
  {
    title: 'Leavers',
    icon: 'UserMinus',
    color: 'red',
    description: `The offboarding policy: the ${endDate.term} recorded in HR triggers the Leaver Standard Change; all accounts and access end ${leaverDates.disableAt}, data is handed over and assets are recovered.`,
    searchTerms: ['offboarding', 'termination'],
    features: [
      `Trigger: the ${endDate.term} in HR; action: deprovision`,
      `All accounts, including cloud and SaaS, disabled ${leaverDates.disableAt}`,
      `Sessions, certificates and MFA methods revoked; ${leaverSecrets.revoke}`,
      capitalise(leaverSecrets.rotate),
      'Ownership of resources, groups and mailboxes transferred to the manager or a successor; hardware, badges and tokens recovered',
      'Executed as the pre-approved Leaver Standard Change; urgent cases use the Red Button',
    ],
    implementation: [
      `Map the HR termination event, its ${endDate.term} and ${lastWorkingDay.term} to the leaver workflow`,
      'Configure deprovisioning for every connected system and manual tasks for unconnected ones',
      'Set up data hand-over (mailbox delegation, file ownership, retention) and transfer owned resources and sponsored third parties',
      'Record which shared secrets, tokens, SSH keys and OAuth grants each person holds, and automate their rotation and revocation',
      'Register the Leaver Standard Change and link each execution',
      'Reconcile monthly: no enabled account may belong to a terminated identity',
    ],
    benefits: [
      'Removes the orphaned accounts that attackers and ex-staff can abuse',
      'Timely removal evidenced for SOX, ISO 27001 and other audits',
      'Business data and owned resources keep an accountable owner',
      `Licences are reclaimed on the ${lastWorkingDay.term}`,
      'Consistent treatment of every leaver, regardless of manager diligence',
      'Former staff cannot get back in through shared passwords, tokens, SSH keys or app grants they held',
    ],
    standardsChoices: [
      {
        rule: `Two dates: the ${endDate.term} triggers, the ${lastWorkingDay.term} decides`,
        follows: `${standards.iso27001} A.5.18 and A.6.5, ${standards.pciDss} Requirement 8.2.5`,
        why: `The ${endDate.term} is ${endDate.definition}. The ${lastWorkingDay.term} is ${lastWorkingDay.definition}. Access after the person stops working has no business need, so accounts are disabled ${leaverDates.disableAt}, even when the contract runs on.`,
      },
      {
        rule: 'Secrets and personal credentials are part of offboarding',
        follows: `${standards.cisControls} Safeguard 6.2 and ${standards.nist80053} PS-4`,
        why: 'Disabling the account does not stop a password the person knew, an API token, an SSH key on a server or an OAuth grant to a third-party app; each is a way back in unless it is rotated or revoked.',
      },
    ],
  },
  {
    title: 'Correction',
    icon: 'Wrench',
    color: 'pink',
    description:
      'Handles errors, faults and duplicates in identity data and access: detected deviations are corrected at the source and propagated, under the Correction Standard Change.',
    searchTerms: ['data correction', 'duplicate identity', 'identity merge'],
    features: [
      'Trigger: an error, a fault or a double (duplicate identity or account)',
      'Corrections always made in the authoritative source, never only in a target system',
      'Duplicate identities merged to one identity with one employee ID and history kept',
      'Access found during reconciliation without a valid assignment is flagged and removed or legitimised',
      'Every correction linked to a ticket with cause analysis',
      'Executed as the pre-approved Correction Standard Change',
    ],
    implementation: [
      'Set up reconciliation between HR, the identity platform and target systems',
      'Define categories (error, fault, double) and who resolves each one',
      'Build a merge procedure for duplicates that preserves audit history',
      'Configure the handling of rogue access: notify the owner, then remove within a set period',
      'Register the Correction Standard Change and link each execution',
      'Analyse root causes monthly and fix upstream processes',
    ],
    benefits: [
      'Identity data stays accurate and trustworthy for every other process',
      'Unauthorised direct changes in target systems are detected and reversed',
      'Duplicates no longer give one person two sets of access',
      'Root-cause analysis reduces the number of future errors',
      'Corrections are traceable for auditors',
      'Fewer incidents caused by wrong access',
    ],
  },
]

export const policiesMeta = {
  title: 'Policy Management',
  description: `The IPAML policy library: ${policies.length} identity governance policies, from naming and usernames to joiners, movers, leavers and the Red and Green Button procedures, each with key features, implementation steps and benefits.`,
}

/** /policy: the library of every policy. */
export const policyLibraryPage = {
  meta: policiesMeta,
  header: { ...policiesMeta, eyebrow: 'Policies' },
  mappings: { label: 'Control mappings of every policy', href: paths.controlMappings.getHref() },
} satisfies PageFrameCopy & Record<string, unknown>

/** /policy/{policy}: one policy. */
export const policyDetailCopy = {
  /** The <title>: "Naming Convention Policy". */
  metaTitle: (title: string) => `${title} Policy`,
  eyebrow: 'Policy',
  back: { label: 'Back to Policies', href: paths.policy.getHref() },
  features: 'Key Features',
  implementation: 'Implementation Steps',
  benefits: 'Benefits',
  /** What the control mapping block calls a policy in running text. */
  mappingSubject: 'this policy',
}
