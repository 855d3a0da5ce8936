// Asset management service (CMDB) content: the categories of resource types, a page per
// resource type under /asset-management/{slug}, the capability groups and the lifecycle phases,
// and the words of those pages. Read by the pages and the search indexer.
import { paths } from '../lib/paths.ts'
import type { PageFrameCopy } from './page-copy.ts'
import { certification, certificationRule } from './shared-values.ts'
import { capitalise, countWord } from './text.ts'

export type ResourceCategory = 'Technology' | 'Organizational' | 'Information' | 'Access and Rights'

export interface ResourceType {
  /** URL segment under /asset-management/. */
  slug: string
  title: string
  category: ResourceCategory
  description: string
  /** What is registered in the CMDB for this resource type. */
  attributes: string[]
  ownership: string
  accessGovernance: string[]
  lifecycle: string[]
  /** Titles of related policies (src/content/policies.ts). */
  relatedPolicies: string[]
}

export interface ResourceCategoryInfo {
  title: ResourceCategory
  description: string
}

export const resourceCategories: ResourceCategoryInfo[] = [
  {
    title: 'Technology',
    description:
      'The systems, data stores, devices and groups through which access is technically granted.',
  },
  {
    title: 'Organizational',
    description:
      'The structures people work in: departments, teams and the physical places they enter.',
  },
  {
    title: 'Information',
    description:
      'The information containers that hold business data and need an accountable owner.',
  },
  {
    title: 'Access and Rights',
    description: 'The rights themselves and the mandates that allow one person to act for another.',
  },
]

export const resourceTypes: ResourceType[] = [
  {
    slug: 'application-software',
    title: 'Application/Software',
    category: 'Technology',
    description:
      'Business applications, SaaS services and installed software that hold their own accounts or consume identities through federation. Each application is the anchor for its permissions, roles and reviews.',
    attributes: [
      'Name, version and vendor, with SaaS tenant or installation identifier',
      'Business owner and technical (application) administrator',
      'Authentication method: SSO federation (SAML/OIDC), LDAP or local accounts',
      'Provisioning method: SCIM, API connector, directory group or manual ticket',
      'Data classification and business criticality',
      'Entitlement catalogue with descriptions and risk ratings',
    ],
    ownership:
      'The business owner decides who may access the application and approves high-risk entitlements; the application administrator maintains the connector and the entitlement catalogue.',
    accessGovernance: [
      'Access granted through role types and requests, never directly by the administrator',
      `Entitlements certified by risk tier: ${certificationRule}`,
      'Segregation-of-duties rules defined on the entitlements of critical financial applications',
      'Local accounts reconciled against the identity platform to find orphans',
    ],
    lifecycle: [
      'Discovered through SSO logs, SaaS discovery and procurement records',
      'Classified with the owner before onboarding to the identity platform',
      'Managed through connectors, reviews and entitlement updates',
      'Retired only after all accounts are removed and data is archived',
    ],
    relatedPolicies: ['Asset Management/CMDB', 'Role/Permissions Management', 'Function/Role Type'],
  },
  {
    slug: 'data-sources',
    title: 'Data sources',
    category: 'Technology',
    description:
      'Databases, data warehouses, data lakes and authoritative feeds such as the HR system. They hold the data that access protects and the identity data that drives access itself.',
    attributes: [
      'Platform and instance (for example PostgreSQL cluster, data warehouse schema)',
      'Data owner and data steward',
      'Personal and sensitive data categories contained, with GDPR legal basis where relevant',
      'Authoritative status: source of truth for which attributes',
      'Database roles and service accounts that have access',
      'Retention and backup requirements',
    ],
    ownership:
      'The data owner is accountable for who may read and change the data; the data steward maintains quality. Authoritative sources such as HR have an agreed data-delivery contract with IAM.',
    accessGovernance: [
      'Direct database access limited to named DBA and service accounts, vaulted in PAM',
      `Read access to personal data granted per purpose and certified ${certification.highRisk.text}`,
      'Service-account credentials rotated automatically',
      'Query and export activity on sensitive data logged for detection',
    ],
    lifecycle: [
      'Discovered through database scanning and data-catalogue tools',
      'Classified by data category and sensitivity',
      'Managed with access reviews, masking and monitoring',
      'Retired with data deletion or archival according to the retention schedule',
    ],
    relatedPolicies: ['Asset Management/CMDB', 'HR', 'Role/Permissions Management'],
  },
  {
    slug: 'endpoints-hardware',
    title: 'Endpoints/Hardware',
    category: 'Technology',
    description:
      'Laptops, desktops, mobile devices, servers and network equipment. Devices carry identities of their own and their compliance state is a signal for conditional and zero-trust access.',
    attributes: [
      'Asset tag, serial number, model and device identity (certificate or device ID)',
      'Assigned user or responsible team',
      'Management state: enrolled in MDM or endpoint management, encryption, patch level',
      'Local administrator accounts and how they are managed (for example LAPS)',
      'Location and network zone',
      'Purchase, warranty and end-of-life dates',
    ],
    ownership:
      'The workplace or infrastructure team owns the device estate; the assigned user is responsible for the device in daily use and for returning it as a leaver.',
    accessGovernance: [
      'Only compliant, managed devices get access to sensitive applications (conditional access)',
      'Local admin rights removed by default and granted just-in-time through PAM',
      'Server administrator access through PAM with session recording',
      'Device assignment reconciled with HR on joiner, mover and leaver events',
    ],
    lifecycle: [
      'Discovered through endpoint management and network discovery',
      'Classified by type, owner and sensitivity of data stored',
      'Managed with enrolment, compliance policies and patching',
      'Retired with data wipe, certificate revocation and CMDB update',
    ],
    relatedPolicies: ['Asset Management/CMDB', 'Leavers', 'Joiners'],
  },
  {
    slug: 'security-groups',
    title: 'Security Group',
    category: 'Technology',
    description:
      'Directory and cloud security groups that grant permissions on applications, file shares and infrastructure. They are the most common carrier of access and the most common source of hidden privilege.',
    attributes: [
      'Group name following the naming convention, scope and directory or tenant',
      'Purpose in business language and the resource it grants access to',
      'Owner and, where used, a backup owner',
      'Membership type: assigned by role, by request or dynamic rule',
      'Nesting: groups it contains and groups it is a member of',
      'Privileged flag for groups with administrative rights',
    ],
    ownership:
      'Each group has a business owner who approves membership and certifies it; groups without an owner are disabled for new membership until one is appointed.',
    accessGovernance: [
      'Membership changes only through the identity platform, direct changes are detected and reverted',
      'Nesting limited and documented so effective access stays explainable',
      `Privileged groups monitored in real time and certified ${certification.highRisk.text}`,
      'Empty and unused groups cleaned up twice a year',
    ],
    lifecycle: [
      'Discovered from directories and cloud tenants',
      'Classified by the resource and privilege level they grant',
      'Managed through role and request assignment and certification',
      'Retired by removing members, recording the removal and deleting the group',
    ],
    relatedPolicies: ['Role/Permissions Management', 'Asset Management/CMDB', 'Correction'],
  },
  {
    slug: 'departments',
    title: 'Department',
    category: 'Organizational',
    description:
      'Organisational units from the HR structure. Departments define managers, cost centres and the default context for birthright access and approval routing.',
    attributes: [
      'Department code and name from HR',
      'Manager and deputy for approvals',
      'Parent unit in the organisational hierarchy',
      'Cost centre and legal entity',
      'Locations where the department works',
      'Department-level birthright access and shared resources',
    ],
    ownership:
      'HR owns the department structure; the department manager owns the department-level access and approves requests of their staff.',
    accessGovernance: [
      'Department attribute drives dynamic membership of department groups and distribution lists',
      'Manager approvals routed from the HR hierarchy, with deputy fallback',
      'Department restructurings processed as bulk mover events',
      `Department access certified by the manager ${certification.standard.text}`,
    ],
    lifecycle: [
      'Discovered from the HR organisational structure feed',
      'Classified by legal entity and sensitivity of its work',
      'Managed through HR changes synchronised daily',
      'Retired when HR closes the unit, with resources transferred to the successor unit',
    ],
    relatedPolicies: ['HR', 'Movers', 'Function/Role Type'],
  },
  {
    slug: 'collaboration',
    title: 'Collaboration',
    category: 'Organizational',
    description:
      'Teams, channels, shared workspaces and sites in collaboration platforms. They are created by users, often invite guests, and easily outlive their purpose.',
    attributes: [
      'Workspace name, platform and identifier',
      'At least two owners',
      'Purpose, sensitivity label and whether guests are allowed',
      'Members and guest members',
      'Linked storage (document libraries, channels)',
      'Expiry or renewal date',
    ],
    ownership:
      'Workspace owners are accountable for membership and content; when an owner leaves, ownership moves to the second owner or the manager.',
    accessGovernance: [
      'Creation governed by naming and sensitivity-label policies',
      'Guest access only for registered third parties and reviewed by owners',
      `Owner attestation of membership ${certification.standard.text}`,
      'Workspaces without activity or owner flagged for archival',
    ],
    lifecycle: [
      'Discovered through platform inventory reports',
      'Classified with a sensitivity label at creation',
      'Managed through owner attestations and guest reviews',
      'Retired by archiving, then deleting after the retention period',
    ],
    relatedPolicies: ['3rd Party Registration', 'Asset Management/CMDB', 'Leavers'],
  },
  {
    slug: 'physical',
    title: 'Physical',
    category: 'Organizational',
    description:
      'Buildings, zones, data-centre rooms and the badges and readers that control entry. Physical access is part of the same identity lifecycle as logical access.',
    attributes: [
      'Site, building and access zone',
      'Zone owner (facility or security manager)',
      'Security level of the zone (public, office, restricted, data centre)',
      'Badge identifiers linked to identities',
      'Access profiles and time schedules',
      'Visitor and escort rules',
    ],
    ownership:
      'Facility management owns the physical access system; zone owners approve access to restricted zones such as data centres.',
    accessGovernance: [
      'Badge profiles assigned from role type and location',
      `Restricted zones require explicit approval and a review ${certification.highRisk.text}`,
      'Badges deactivated on the leaver trigger and in the Red Button procedure',
      'Entry logs correlated with logical access for investigations',
    ],
    lifecycle: [
      'Discovered from the physical access control system',
      'Classified by zone security level',
      'Managed with profile assignment, reviews and badge recovery',
      'Retired when zones close or readers are replaced, with profiles removed',
    ],
    relatedPolicies: ['Joiners', 'Leavers', 'Red Button Procedure'],
  },
  {
    slug: 'files',
    title: 'File',
    category: 'Information',
    description:
      'File shares, folders and document libraries holding unstructured business data. Permissions are often inherited and broken, which makes ownership and reviews essential.',
    attributes: [
      'Share or library path and storage platform',
      'Data owner',
      'Classification (public, internal, confidential, secret)',
      'Security groups granting read and modify rights',
      'Presence of personal or regulated data',
      'Retention rule',
    ],
    ownership:
      'The data owner decides who may read and modify; IT manages the storage but never decides on access.',
    accessGovernance: [
      'Permissions granted only through owned security groups, never to individual users',
      'Open shares (Everyone, Authenticated Users) detected and removed',
      `Owner review of confidential folders ${certification.highRisk.text}`,
      'Access activity monitored for mass downloads and ransomware patterns',
    ],
    lifecycle: [
      'Discovered by file-system scanning and data-access governance tools',
      'Classified by content and owner decision',
      'Managed with group-based access, reviews and monitoring',
      'Retired by archival or deletion per retention rule',
    ],
    relatedPolicies: ['Role/Permissions Management', 'Asset Management/CMDB', 'Leavers'],
  },
  {
    slug: 'projects',
    title: 'Project',
    category: 'Information',
    description:
      'Temporary projects with their own resources, teams and often external participants. Project access must be time-bound because projects end while accounts and groups tend to stay.',
    attributes: [
      'Project name, code and sponsor',
      'Project manager as access owner',
      'Start and planned end date',
      'Project resources: workspaces, repositories, shares, environments',
      'Internal and external members',
      'Classification of project data',
    ],
    ownership:
      'The project manager owns project access during the project; at closure ownership of remaining data returns to the sponsor.',
    accessGovernance: [
      'Project roles assigned with an end date equal to the project end',
      'External members only with a registered sponsor',
      'Membership attested by the project manager at each phase gate',
      'Access removed automatically at project closure',
    ],
    lifecycle: [
      'Discovered from the project portfolio and workspace inventory',
      'Classified at project start',
      'Managed through time-bound project roles',
      'Retired at closure with access removal and data archival',
    ],
    relatedPolicies: ['Role/Permissions Management', '3rd Party Registration', 'Movers'],
  },
  {
    slug: 'services',
    title: 'Service',
    category: 'Information',
    description:
      'IT and business services with their service accounts, API clients and workload identities. Non-human identities outnumber people and need the same ownership and lifecycle.',
    attributes: [
      'Service name and service owner',
      'Service accounts, managed identities and API clients used',
      'Permissions held by each non-human identity',
      'Credential type (password, key, certificate, token) and rotation period',
      'Dependent applications and data sources',
      'Interactive logon allowed or denied',
    ],
    ownership: `Every service account and workload identity has a human owner, usually the service owner, who re-confirms it ${certification.standard.text}.`,
    accessGovernance: [
      'Service-account credentials stored in the PAM vault or a secrets manager and rotated',
      'Interactive logon with service accounts blocked',
      `Permissions of non-human identities certified ${certification.standard.text}, privileged ones ${certification.highRisk.text}`,
      'Unused service accounts detected by last-use data and disabled',
    ],
    lifecycle: [
      'Discovered from directories, cloud tenants and secrets managers',
      'Classified by privilege and exposure',
      'Managed with vaulting, rotation and reviews',
      'Retired with the service, after credentials are revoked',
    ],
    relatedPolicies: ['Username', 'Account Disabled/Deletion', 'Asset Management/CMDB'],
  },
  {
    slug: 'mailboxes',
    title: 'Mailbox',
    category: 'Information',
    description:
      'Personal, shared and functional mailboxes and their delegations. Mailboxes hold much sensitive correspondence and are a frequent target for account takeover.',
    attributes: [
      'Address, mailbox type (personal, shared, room, functional) and aliases',
      'Owner for shared and functional mailboxes',
      'Delegates with full access, send-as and send-on-behalf rights',
      'Forwarding rules, in particular to external domains',
      'Retention and litigation-hold status',
      'Linked identity for personal mailboxes',
    ],
    ownership:
      'Personal mailboxes belong to their identity; shared and functional mailboxes have a named owner who approves delegates.',
    accessGovernance: [
      'Delegations granted through requests with owner approval',
      'External auto-forwarding blocked by default',
      `Delegations on shared mailboxes reviewed ${certification.standard.text}`,
      'Leaver mailboxes converted or delegated to the manager for a limited period',
    ],
    lifecycle: [
      'Discovered from the messaging platform',
      'Classified by type and sensitivity',
      'Managed with delegation control and monitoring',
      'Retired according to retention, respecting legal holds',
    ],
    relatedPolicies: ['Email', 'Leavers', 'Account Disabled/Deletion'],
  },
  {
    slug: 'rights-permissions',
    title: 'Rights & Permissions',
    category: 'Access and Rights',
    description:
      'The individual entitlements in every system: permissions, group memberships, application roles and privileges. They are the smallest unit that access governance reasons about.',
    attributes: [
      'Entitlement name and the resource it belongs to',
      'Business description understandable by a reviewer',
      'Risk rating and privileged flag',
      'Owner who approves and certifies it',
      'Segregation-of-duties conflicts with other entitlements',
      'Roles and role types that contain it',
    ],
    ownership:
      'The owner of the resource owns its entitlements; the role manager decides how they are bundled into roles.',
    accessGovernance: [
      'Granted through roles or approved requests only',
      `High-risk and privileged entitlements certified ${certification.highRisk.text}`,
      'SoD checks at request time and in periodic detective scans',
      'Entitlements without holders or description cleaned up',
    ],
    lifecycle: [
      'Discovered through connectors that read entitlements from each system',
      'Classified with description, owner and risk rating',
      'Managed through roles, requests and certifications',
      'Retired when removed from the system, after holders are migrated',
    ],
    relatedPolicies: ['Role/Permissions Management', 'Function/Role Type', 'Correction'],
  },
  {
    slug: 'mandate-delegate',
    title: 'Mandate & delegate',
    category: 'Access and Rights',
    description:
      'Mandates that authorise a person to act, approve or sign for someone else, such as a deputy manager, an assistant or a second or third person acting on behalf of a customer or colleague.',
    attributes: [
      'Mandator (who grants) and mandatee (who acts)',
      'Scope: which approvals, systems or actions the mandate covers',
      'Financial or authority limits',
      'Start and end date',
      'Legal basis or delegation-of-authority reference',
      'Approver of the mandate',
    ],
    ownership:
      'The mandator owns the delegation and remains accountable; the delegation-of-authority matrix set by management limits what may be delegated.',
    accessGovernance: [
      'Delegations always time-bound and logged',
      'Delegated approvals recorded as "on behalf of" in audit trails',
      "Delegation may not break segregation of duties, for example approving one's own request",
      `Active mandates reviewed by the mandator ${certification.highRisk.text}`,
    ],
    lifecycle: [
      'Discovered from approval systems and the delegation-of-authority register',
      'Classified by scope and financial limit',
      'Managed through time-bound delegation workflows',
      'Retired automatically at the end date or when either party leaves',
    ],
    relatedPolicies: ['Role/Permissions Management', 'Movers', 'Leavers'],
  },
]

export interface CapabilityGroup {
  title: string
  description: string
  capabilities: string[]
}

export const capabilityGroups: CapabilityGroup[] = [
  {
    title: 'Inventory & Discovery',
    description: 'Know every resource that can grant access.',
    capabilities: [
      'Automated discovery of applications, groups, shares and devices',
      'Reconciliation of discovered resources against the CMDB',
      'Detection of shadow IT and unregistered SaaS',
    ],
  },
  {
    title: 'Ownership & Classification',
    description: 'Give every resource an accountable owner and a risk level.',
    capabilities: [
      'Owner and backup owner per resource',
      'Data classification and criticality rating',
      'Automatic ownership transfer on leaver events',
    ],
  },
  {
    title: 'Relationship Mapping',
    description: 'Connect resources with the identities and permissions that use them.',
    capabilities: [
      'Links between resources, entitlements, roles and identities',
      'Impact analysis for changes and incidents',
      'Dependency view for services and non-human identities',
    ],
  },
  {
    title: 'Governance Integration',
    description: 'Feed the identity governance, PAM and ITSM processes.',
    capabilities: [
      'Synchronisation with the identity governance platform',
      'Resource owners as reviewers in certification campaigns',
      'CMDB checks in change enablement for new and retired resources',
    ],
  },
]

export interface LifecyclePhase {
  title: 'Discovery' | 'Classification' | 'Management' | 'Retirement'
  description: string
  activities: string[]
}

export const assetLifecyclePhases: LifecyclePhase[] = [
  {
    title: 'Discovery',
    description: 'Find resources and register them in the CMDB.',
    activities: [
      'Scan directories, tenants and networks',
      'Import procurement and project records',
      'Flag unregistered resources',
    ],
  },
  {
    title: 'Classification',
    description: 'Give each resource an owner, classification and access model.',
    activities: [
      'Assign owner and technical contact',
      'Rate data sensitivity and criticality',
      'Describe entitlements in business terms',
    ],
  },
  {
    title: 'Management',
    description: 'Govern access to the resource throughout its use.',
    activities: [
      'Provision through roles and requests',
      'Certify access periodically',
      'Monitor privileged use',
    ],
  },
  {
    title: 'Retirement',
    description: 'Remove the resource without leaving access behind.',
    activities: [
      'Remove all accounts and memberships',
      'Archive or delete data per retention',
      'Close the CMDB record',
    ],
  },
]

export const assetManagementMeta = {
  title: 'Asset Management Service (CMDB)',
  description:
    'The IPAML asset management service registers every resource that grants access, from applications and data sources to mailboxes and mandates, with an owner, a classification and a governed lifecycle.',
}

const resourceCount = `${countWord(resourceTypes.length)} resource types in ${countWord(resourceCategories.length)} categories`

export const assetManagementServicePage = {
  meta: assetManagementMeta,
  header: { ...assetManagementMeta, eyebrow: 'Tactical Management' },
  actions: [
    {
      label: 'Read the Asset Management/CMDB policy',
      href: paths.policy.getHref('Asset Management/CMDB'),
    },
    {
      label: 'Discuss your CMDB',
      href: paths.contactAbout.getHref('Asset management service (CMDB)'),
    },
  ],
  resourceTypes: {
    id: 'resource-types',
    title: 'Resource types',
    description: `${capitalise(resourceCount)}. Each must be registered with an owner and a classification before access to it can be governed.`,
  },
  capabilities: { id: 'capabilities', title: 'Capabilities' },
  lifecycle: { id: 'lifecycle', title: 'Resource lifecycle' },
} satisfies PageFrameCopy & Record<string, unknown>

const resourceTypesMeta = {
  title: 'Asset Management Resource Types',
  description: `The ${resourceTypes.length} resource types registered by the asset management service. Choose one to see what is registered, who owns it and how access to it is governed.`,
}

/** /asset-management: the list of every resource type. */
export const resourceTypesPage = {
  meta: resourceTypesMeta,
  header: { ...resourceTypesMeta, eyebrow: 'Asset Management' },
  actions: [
    {
      label: 'Asset Management Service overview',
      href: paths.tactical.assetManagement.getHref(),
    },
  ],
} satisfies PageFrameCopy

/** /asset-management/{resource}: one resource type. */
export const resourceDetailCopy = {
  /** The <title>: "Mailbox | Asset Management". */
  metaTitle: (title: string) => `${title} | Asset Management`,
  /** Above the h1: "Technology resource". */
  eyebrow: (category: string) => `${category} resource`,
  back: { label: 'Back to Asset Management', href: paths.tactical.assetManagement.getHref() },
  registered: 'What is registered',
  accessGovernance: 'Access governance',
  ownership: 'Ownership',
  lifecycle: 'Lifecycle',
  relatedPolicies: { id: 'related-policies', title: 'Related policies' },
  askExpert: 'Ask an expert about this resource type',
  /** The contact form's topic when asking about a resource type. */
  expertTopic: (title: string) => `Asset management: ${title}`,
}
