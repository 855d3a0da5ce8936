// Control panel: the components of the role model that drive access.
import {
  certification,
  leaverDates,
  listOr,
  managerChangeRule,
  moverTriggerAttributes,
  roleContentReview,
} from '../shared-values.ts'
import { capitalise } from '../text.ts'
import type { FrameworkEntry, PageIntro } from './types.ts'

export const controlsIntro: PageIntro = {
  title: 'Control Panel',
  description:
    'The components that decide who gets which access and when: role types, permission management, roles, triggers and change enablement.',
}

export const controlComponents: FrameworkEntry[] = [
  {
    title: 'Role Type',
    icon: 'Tags',
    color: 'blue',
    description:
      'A role type describes a function in the organisation and the baseline access that comes with it. Privileged functions get their own role type, Role Type-Privileged, with stricter approval and review.',
    features: [
      'Role type derived from the HR function code',
      'Birthright access bundled per role type',
      'Role Type-Privileged for administrators and other high-risk functions',
      'Owner and approver per role type',
      'Periodic recertification of role type content',
    ],
    implementation: [
      'Collect HR function codes and group them into role types',
      'Define the baseline access for each role type',
      'Mark privileged functions as Role Type-Privileged',
      'Link role types to the Joiner and Mover processes',
      `Review role-type content with the owners ${roleContentReview.text}`,
    ],
    benefits: [
      'Correct baseline access without requests',
      'Privileged functions visible and controlled',
      'Mover changes calculated automatically',
      'Fewer exceptions to review',
      'Clear separation between standard and privileged functions',
    ],
    items: [
      {
        name: 'Role Type',
        description:
          'Standard function with its baseline access, assigned from the HR function on joining and moving.',
      },
      {
        name: 'Role Type-Privileged',
        description: `Function with administrative or high-risk access: separate accounts, PAM controls, stricter approval and a certification of its holders ${certification.highRisk.text}.`,
      },
    ],
  },
  {
    title: 'Permission Management',
    icon: 'ListChecks',
    color: 'purple',
    description:
      'Manages the permissions themselves: the smallest units of access in applications and systems, described, classified and owned so they can be bundled into roles and reviewed.',
    features: [
      'Permission catalogue per application with business descriptions',
      'Risk classification and privileged flag per permission',
      'Owner per permission or application',
      'SoD conflicts defined between permissions',
      'Detection of direct permissions outside roles',
    ],
    implementation: [
      'Import permissions from connected applications',
      'Describe and classify them with the application owners',
      'Define SoD conflicts for critical processes',
      'Bundle permissions into roles where patterns exist',
      'Review direct assignments and move them into roles',
    ],
    benefits: [
      'Understandable access for approvers and reviewers',
      'High-risk permissions identified and controlled',
      'Toxic combinations prevented',
      'Least privilege at the finest level',
      'Cleaner role design built on well-described permissions',
    ],
    items: [
      {
        name: 'Permission',
        description:
          'A right in an application or system, such as a group, profile, transaction or folder right, with description, risk and owner.',
      },
    ],
  },
  {
    title: 'Role',
    icon: 'UserCog',
    color: 'green',
    description:
      'Roles bundle permissions for a purpose. Besides the role type of the function, the framework distinguishes roles for files, projects and services, each with an owner and an end date where relevant.',
    features: [
      'File roles for access to shares and document libraries',
      'Project roles with an end date tied to the project',
      'Service roles for operating an IT or business service',
      'Request and approval through the access catalogue',
      'Membership review by the role owner',
    ],
    implementation: [
      'Identify file, project and service access that recurs',
      'Define the roles with owners and permissions',
      'Publish them in the access request catalogue',
      'Set end dates for project roles',
      'Include roles in certification campaigns',
    ],
    benefits: [
      'Requests and approvals per purpose, not per permission',
      'Project access that ends with the project',
      'Clear owners for shared data',
      'Simpler reviews',
      'Data owners in control of who reaches their files and services',
    ],
    items: [
      {
        name: 'File',
        description:
          'Access to file shares, folders and document libraries, owned by the data owner.',
      },
      {
        name: 'Project',
        description:
          'Access for the duration of a project, owned by the project lead and removed at the end date.',
      },
      {
        name: 'Service',
        description:
          'Access needed to run or support an IT or business service, owned by the service owner.',
      },
    ],
  },
  {
    title: 'Trigger',
    icon: 'Timer',
    color: 'orange',
    description:
      'Triggers are the events that start lifecycle processes automatically. They come from authoritative sources, so access changes because something changed in reality, not because someone remembered to ask.',
    features: [
      'Time record: new or changed ID record with start date',
      'Change in HR function starting the Mover process',
      `${capitalise(leaverDates.endDate.term)} starting the Leaver process`,
      'Future-dated events processed on the effective date',
      'Validation of trigger data before processing',
    ],
    implementation: [
      'Agree the trigger events and fields with HR',
      'Configure event detection in the IGA platform',
      'Map each trigger to its lifecycle process and standard change',
      'Handle retroactive and cancelled events',
      'Monitor triggers that fail validation',
    ],
    benefits: [
      'Lifecycle changes on time, without tickets',
      'Access that follows the HR record',
      'Auditable cause for every change',
      'Less manual work for HR and IT',
      'Late or missing HR data becomes visible and fixable',
    ],
    items: [
      {
        name: 'Time record',
        description:
          'A new or updated ID record with a start date: starts the Joiner process on or before the start date.',
      },
      {
        name: 'Change in HR function',
        description: `A change of ${listOr(moverTriggerAttributes)}: starts the Mover process with an IST/SOLL comparison; ${managerChangeRule}.`,
      },
      {
        name: 'End date',
        description: `The end of employment or contract, recorded in HR with the ${leaverDates.lastWorkingDay.term}: starts the Leaver process, which disables access ${leaverDates.disableAt}.`,
      },
    ],
  },
  {
    title: 'Change Enablement',
    icon: 'GitPullRequest',
    color: 'teal',
    description:
      'Change enablement makes lifecycle changes safe and fast by running them as pre-approved standard changes: the risk is assessed once per change type, and each execution is logged.',
    features: [
      'Standard change per lifecycle process',
      'Pre-authorisation by the change authority',
      'Automatic change records created by the IGA platform',
      'Normal and emergency changes for everything else',
      'Change success rate measured per type',
    ],
    implementation: [
      'Define the standard change types with their scope',
      'Have them approved by the change authority',
      'Automate change record creation from the lifecycle processes',
      'Review failed and emergency changes monthly',
      'Revalidate each standard change yearly',
    ],
    benefits: [
      'Lifecycle changes without waiting for a change board',
      'Controlled risk through pre-assessed change types',
      'Full audit trail for every access change',
      'Alignment with ITIL 4 change enablement',
      'Change success rates that show where processes need work',
    ],
    items: [
      {
        name: 'Joiner Standard Change',
        description: 'Provision identity and birthright access on a new ID record.',
      },
      {
        name: 'Mover Standard Change (IST/SOLL)',
        description:
          'Move from current (IST) to target (SOLL) access on the effective date; a grace period only as an approved, time-boxed hand-over exception.',
      },
      {
        name: 'Leaver Standard Change',
        description: `Deprovision all access ${leaverDates.disableAt}.`,
      },
      {
        name: 'Correction Standard Change',
        description: 'Restore the correct state after an error, fault or double.',
      },
      {
        name: 'RED Button Standard Change',
        description: 'Immediate deprovision in an emergency.',
      },
      {
        name: 'GREEN Button Standard Change',
        description: 'Immediate provision in an emergency.',
      },
    ],
  },
]
