// Directory layer: Directory Services and Resources with their services.
import type { FrameworkEntry, PageIntro } from './types.ts'

export const directoryIntro: PageIntro = {
  title: 'Directory & Resources',
  description:
    'The directory layer where identities become accounts: directory services for accounts, email and user management, and the resources people get access to.',
}

export const directoryServices: FrameworkEntry[] = [
  {
    title: 'Directory Services',
    icon: 'FolderTree',
    color: 'blue',
    description:
      'The directories that hold the accounts derived from each identity: the on-premises and cloud directory, the email system and the user management that keeps them consistent.',
    features: [
      'Account creation in Active Directory and Entra ID from the identity record',
      'Naming, username and email conventions applied by policy',
      'Organisational unit and group structure aligned with the organisation',
      'Hybrid synchronisation between on-premises and cloud directories',
      'Account status that follows the lifecycle: enabled, disabled, deleted',
      'Tiered administration for directory administrators',
    ],
    implementation: [
      'Clean up stale, duplicate and unowned directory accounts',
      'Define the OU, group and naming structure',
      'Connect the directory to the IGA platform as a managed target',
      'Set up hybrid synchronisation and its attribute flows',
      'Separate administrator accounts into tiers and vault them',
      'Monitor directory changes made outside the lifecycle processes',
    ],
    benefits: [
      'Accounts that always match a real, current identity',
      'Consistent addresses and usernames',
      'A smaller attack surface on the directory',
      'Reliable groups for access control',
      'Simpler hybrid operation between on-premises and cloud directories',
    ],
    items: [
      {
        name: 'Directory account(s)',
        description:
          'Network and cloud directory accounts created, changed and disabled by the lifecycle processes, one per identity plus separate administrator accounts.',
      },
      {
        name: 'Email account(s)',
        description:
          'Mailbox and primary address generated from the email policy, with aliases, shared mailbox access and retention on leaving.',
      },
      {
        name: 'User management',
        description:
          'Attribute updates, group memberships, password and MFA registration, and account status, kept in line with the identity record.',
      },
    ],
  },
  {
    title: 'Resources',
    icon: 'Server',
    color: 'green',
    description:
      'The resources access is granted to: applications and software, endpoints and hardware, and mailboxes, each registered with an owner in the CMDB so access can be requested, reviewed and removed.',
    features: [
      'Resource catalogue linked to CMDB configuration items',
      'An owner and classification for every resource',
      'Entitlements per resource described in business terms',
      'Licence assignment tied to access',
      'Endpoint assignment to identities for device-based access',
      'Shared mailbox access through groups rather than direct rights',
    ],
    implementation: [
      'Inventory applications, endpoints and shared mailboxes',
      'Assign an owner and data classification to each resource',
      'Describe entitlements and link them to roles',
      'Connect resources to provisioning or ticket-based fulfilment',
      'Include resources in access certification campaigns',
    ],
    benefits: [
      'Known ownership for every resource',
      'Access requests in language users understand',
      'Licences and devices recovered on leaving',
      'Complete scope for access reviews',
      'Faster impact analysis when a resource changes or is retired',
    ],
    items: [
      {
        name: 'Application/Software',
        description:
          'Business applications and installed software with their roles and entitlements, provisioned by connector or fulfilment task.',
      },
      {
        name: 'Endpoints/Hardware',
        description:
          'Laptops, mobile devices and tokens assigned to an identity and returned on leaving.',
      },
      {
        name: 'Mailbox',
        description:
          'Personal, shared and functional mailboxes with owners and access through managed groups.',
      },
    ],
  },
]
