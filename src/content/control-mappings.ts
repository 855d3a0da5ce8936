// Control mappings: which controls of the standards an auditor asks about (NIST SP 800-53,
// NIST CSF, ISO/IEC 27001 Annex A, CIS Controls, PCI DSS) each IPAML policy and each operations
// service implements. The one source of this data: every control id and title is written once
// in `controlCatalog`, and the mappings refer to ids only, so TypeScript rejects an id the
// catalog does not hold. Read by the policy and service pages, the crosswalk page, the build-time
// exports (CSV, JSON, OSCAL) and the search indexer. How to add a mapping: docs/control-mappings.md.

/** The day every mapping and title below was last checked against the standards' texts. */
export const MAPPINGS_CHECKED_ON = '2026-11-24'

/** The words of the "Control mapping" block on a policy or operations service page. */
export const controlMappingBlockCopy = {
  id: 'control-mapping',
  title: 'Control mapping',
  /** The text runs: "{before} {this policy} {after} {date}." */
  before: 'The controls of the standards auditors ask about that',
  after: 'implements. Checked against the standards’ texts on',
  crosswalk: 'Every mapping in the control crosswalk',
}

export type StandardId = 'nist-800-53' | 'nist-csf' | 'iso-27001' | 'cis-controls' | 'pci-dss'

export interface ControlStandard {
  id: StandardId
  /** Name and version as the standard cites itself, e.g. "ISO/IEC 27001:2022". */
  label: string
  /** Name without the version, e.g. "PCI DSS". */
  name: string
  version: string
  publisher: string
  /** What the catalog's titles are for this standard (PCI DSS and CSF have statements). */
  titleKind: 'title' | 'statement'
  /** Words a searcher puts before a control id ("CIS 6.2", "PCI DSS 8.2.6"). */
  searchPrefix: string
  /** Where the standard's text is published. */
  source: string
}

/** The standards in the order every page and export lists them. */
export const controlStandards: readonly ControlStandard[] = [
  {
    id: 'nist-800-53',
    label: 'NIST SP 800-53 Rev. 5',
    name: 'NIST SP 800-53',
    version: 'Rev. 5',
    publisher: 'National Institute of Standards and Technology',
    titleKind: 'title',
    searchPrefix: 'NIST 800-53',
    source: 'https://doi.org/10.6028/NIST.SP.800-53r5',
  },
  {
    id: 'nist-csf',
    label: 'NIST CSF 2.0',
    name: 'NIST CSF',
    version: '2.0',
    publisher: 'National Institute of Standards and Technology',
    titleKind: 'statement',
    searchPrefix: 'CSF',
    source: 'https://doi.org/10.6028/NIST.CSWP.29',
  },
  {
    id: 'iso-27001',
    label: 'ISO/IEC 27001:2022',
    name: 'ISO/IEC 27001',
    version: '2022',
    publisher: 'International Organization for Standardization',
    titleKind: 'title',
    searchPrefix: 'ISO 27001',
    source: 'https://www.iso.org/standard/27001',
  },
  {
    id: 'cis-controls',
    label: 'CIS Controls v8.1',
    name: 'CIS Controls',
    version: 'v8.1',
    publisher: 'Center for Internet Security',
    titleKind: 'title',
    searchPrefix: 'CIS',
    source: 'https://www.cisecurity.org/controls/v8-1',
  },
  {
    id: 'pci-dss',
    label: 'PCI DSS v4.0.1',
    name: 'PCI DSS',
    version: 'v4.0.1',
    publisher: 'PCI Security Standards Council',
    titleKind: 'statement',
    searchPrefix: 'PCI DSS',
    source: 'https://docs-prv.pcisecuritystandards.org/PCI%20DSS/Standard/PCI-DSS-v4_0_1.pdf',
  },
]

/**
 * Every control the mappings cite, by standard: id → title as the standard prints it. NIST CSF
 * subcategories and PCI DSS requirements have no titles: their entry is the outcome or
 * requirement statement (PCI DSS statements are shortened where a list of conditions follows).
 */
export const controlCatalog = {
  'nist-800-53': {
    'AC-2': 'Account Management',
    'AC-2(1)': 'Automated System Account Management',
    'AC-2(2)': 'Automated Temporary and Emergency Account Management',
    'AC-2(3)': 'Disable Accounts',
    'AC-2(4)': 'Automated Audit Actions',
    'AC-2(6)': 'Dynamic Privilege Management',
    'AC-2(9)': 'Restrictions on Use of Shared and Group Accounts',
    'AC-2(13)': 'Disable Accounts for High-risk Individuals',
    'AC-3(7)': 'Role-based Access Control',
    'AC-5': 'Separation of Duties',
    'AC-6': 'Least Privilege',
    'AC-6(7)': 'Review of User Privileges',
    'AC-6(9)': 'Log Use of Privileged Functions',
    'AU-6': 'Audit Record Review, Analysis, and Reporting',
    'AU-14': 'Session Audit',
    'CM-3': 'Configuration Change Control',
    'CM-8': 'System Component Inventory',
    'CM-8(4)': 'Accountability Information',
    'IA-4': 'Identifier Management',
    'IA-4(4)': 'Identify User Status',
    'IA-5': 'Authenticator Management',
    'IA-12': 'Identity Proofing',
    'IR-3': 'Incident Response Testing',
    'IR-4': 'Incident Handling',
    'IR-5': 'Incident Monitoring',
    'PE-2': 'Physical Access Authorizations',
    'PM-5': 'System Inventory',
    'PM-22': 'Personally Identifiable Information Quality Management',
    'PS-3': 'Personnel Screening',
    'PS-4': 'Personnel Termination',
    'PS-4(2)': 'Automated Actions',
    'PS-5': 'Personnel Transfer',
    'PS-7': 'External Personnel Security',
    'RA-2': 'Security Categorization',
    'SI-12': 'Information Management and Retention',
    'SI-12(1)': 'Limit Personally Identifiable Information Elements',
    'SI-18': 'Personally Identifiable Information Quality Operations',
  },
  'nist-csf': {
    'GV.OC-03':
      'Legal, regulatory, and contractual requirements regarding cybersecurity — including privacy and civil liberties obligations — are understood and managed',
    'GV.PO-01':
      'Policy for managing cybersecurity risks is established based on organizational context, cybersecurity strategy, and priorities and is communicated and enforced',
    'GV.RR-02':
      'Roles, responsibilities, and authorities related to cybersecurity risk management are established, communicated, understood, and enforced',
    'GV.RR-04': 'Cybersecurity is included in human resources practices',
    'GV.SC-07':
      'The risks posed by a supplier, their products and services, and other third parties are understood, recorded, prioritized, assessed, responded to, and monitored over the course of the relationship',
    'GV.SC-10':
      'Cybersecurity supply chain risk management plans include provisions for activities that occur after the conclusion of a partnership or service agreement',
    'ID.AM-02':
      'Inventories of software, services, and systems managed by the organization are maintained',
    'ID.AM-05':
      'Assets are prioritized based on classification, criticality, resources, and impact on the mission',
    'ID.AM-07':
      'Inventories of data and corresponding metadata for designated data types are maintained',
    'ID.AM-08':
      'Systems, hardware, software, services, and data are managed throughout their life cycles',
    'ID.IM-02':
      'Improvements are identified from security tests and exercises, including those done in coordination with suppliers and relevant third parties',
    'ID.IM-03':
      'Improvements are identified from execution of operational processes, procedures, and activities',
    'PR.AA-01':
      'Identities and credentials for authorized users, services, and hardware are managed by the organization',
    'PR.AA-02':
      'Identities are proofed and bound to credentials based on the context of interactions',
    'PR.AA-05':
      'Access permissions, entitlements, and authorizations are defined in a policy, managed, enforced, and reviewed, and incorporate the principles of least privilege and separation of duties',
    'PR.AA-06':
      'Physical access to assets is managed, monitored, and enforced commensurate with risk',
    'PR.PS-04': 'Log records are generated and made available for continuous monitoring',
    'RS.AN-03':
      'Analysis is performed to establish what has taken place during an incident and the root cause of the incident',
    'RS.AN-07':
      'Incident data and metadata are collected, and their integrity and provenance are preserved',
    'RS.MA-02': 'Incident reports are triaged and validated',
    'RS.MA-03': 'Incidents are categorized and prioritized',
    'RS.MA-04': 'Incidents are escalated or elevated as needed',
    'RS.MI-01': 'Incidents are contained',
  },
  'iso-27001': {
    'A.5.1': 'Policies for information security',
    'A.5.3': 'Segregation of duties',
    'A.5.9': 'Inventory of information and other associated assets',
    'A.5.11': 'Return of assets',
    'A.5.12': 'Classification of information',
    'A.5.14': 'Information transfer',
    'A.5.15': 'Access control',
    'A.5.16': 'Identity management',
    'A.5.17': 'Authentication information',
    'A.5.18': 'Access rights',
    'A.5.19': 'Information security in supplier relationships',
    'A.5.20': 'Addressing information security within supplier agreements',
    'A.5.24': 'Information security incident management planning and preparation',
    'A.5.25': 'Assessment and decision on information security events',
    'A.5.26': 'Response to information security incidents',
    'A.5.27': 'Learning from information security incidents',
    'A.5.28': 'Collection of evidence',
    'A.5.29': 'Information security during disruption',
    'A.5.33': 'Protection of records',
    'A.5.34': 'Privacy and protection of PII',
    'A.6.1': 'Screening',
    'A.6.5': 'Responsibilities after termination or change of employment',
    'A.7.2': 'Physical entry',
    'A.8.2': 'Privileged access rights',
    'A.8.10': 'Information deletion',
    'A.8.15': 'Logging',
    'A.8.32': 'Change management',
  },
  'cis-controls': {
    '1.1': 'Establish and Maintain Detailed Enterprise Asset Inventory',
    '2.1': 'Establish and Maintain a Software Inventory',
    '3.1': 'Establish and Maintain a Data Management Process',
    '3.2': 'Establish and Maintain a Data Inventory',
    '3.7': 'Establish and Maintain a Data Classification Scheme',
    '5.1': 'Establish and Maintain an Inventory of Accounts',
    '5.3': 'Disable Dormant Accounts',
    '5.4': 'Restrict Administrator Privileges to Dedicated Administrator Accounts',
    '5.5': 'Establish and Maintain an Inventory of Service Accounts',
    '6.1': 'Establish an Access Granting Process',
    '6.2': 'Establish an Access Revoking Process',
    '6.8': 'Define and Maintain Role-Based Access Control',
    '15.4': 'Ensure Service Provider Contracts Include Security Requirements',
    '15.7': 'Securely Decommission Service Providers',
    '17.4': 'Establish and Maintain an Incident Response Process',
    '17.7': 'Conduct Routine Incident Response Exercises',
    '17.8': 'Conduct Post-Incident Reviews',
    '17.9': 'Establish and Maintain Security Incident Thresholds',
  },
  'pci-dss': {
    '7.2.1':
      'An access control model is defined and includes granting access by business and access need, job classification and function, and least privilege',
    '7.2.2':
      'Access is assigned to users, including privileged users, based on job classification and function and the least privileges necessary to perform job responsibilities',
    '7.2.3': 'Required privileges are approved by authorized personnel',
    '7.2.4':
      'All user accounts and related access privileges, including third-party/vendor accounts, are reviewed at least once every six months',
    '8.2.1':
      'All users are assigned a unique ID before access to system components or cardholder data is allowed',
    '8.2.4':
      'Addition, deletion, and modification of user IDs, authentication factors, and other identifier objects are managed',
    '8.2.5': 'Access for terminated users is immediately revoked',
    '8.2.6': 'Inactive user accounts are removed or disabled within 90 days of inactivity',
    '8.2.7':
      'Accounts used by third parties to access, support, or maintain system components via remote access are managed',
    '8.3.5':
      'Passwords/passphrases used as authentication factors are set and reset to a unique value for each user and changed immediately after the first use',
    '8.6.3':
      'Passwords/passphrases for any application and system accounts are protected against misuse',
    '9.3.1.1':
      'Physical access to sensitive areas within the CDE for personnel is controlled, and revoked immediately upon termination',
    '10.2.1.2': 'Audit logs capture all actions taken by any individual with administrative access',
    '12.5.1':
      'An inventory of system components that are in scope for PCI DSS, including a description of function/use, is maintained and kept current',
    '12.7.1':
      'Potential personnel who will have access to the CDE are screened, within the constraints of local laws, prior to hire',
    '12.10.1':
      'An incident response plan exists and is ready to be activated in the event of a suspected or confirmed security incident',
    '12.10.2':
      'The security incident response plan is reviewed, updated as needed and tested at least once every 12 months',
  },
} as const satisfies Record<StandardId, Record<string, string>>

export type ControlId<S extends StandardId> = keyof (typeof controlCatalog)[S] & string

/**
 * The controls one policy or service maps to. NIST SP 800-53, NIST CSF, ISO/IEC 27001 and the
 * CIS Controls apply to every entry; PCI DSS only where a requirement addresses the entry.
 */
export interface ControlMapping {
  'nist-800-53': readonly ControlId<'nist-800-53'>[]
  'nist-csf': readonly ControlId<'nist-csf'>[]
  'iso-27001': readonly ControlId<'iso-27001'>[]
  'cis-controls': readonly ControlId<'cis-controls'>[]
  'pci-dss'?: readonly ControlId<'pci-dss'>[]
}

/**
 * Controls every policy maps to because it is a policy: an information security policy on one
 * topic, established, communicated and enforced. Listed once here, added to each policy.
 */
export const everyPolicyMapsTo = {
  'nist-csf': ['GV.PO-01'],
  'iso-27001': ['A.5.1'],
} as const satisfies Partial<ControlMapping>

/** Policy mappings, keyed by policy slug (the policy page's URL segment). */
export const policyControlMappings: Record<string, ControlMapping> = {
  'name-lastname-initials-display': {
    'nist-800-53': ['SI-18', 'PM-22'],
    'nist-csf': ['PR.AA-01'],
    'iso-27001': ['A.5.16', 'A.5.34'],
    'cis-controls': ['5.1'],
  },
  'preferred-name': {
    'nist-800-53': ['SI-18', 'PM-22'],
    'nist-csf': ['PR.AA-01'],
    'iso-27001': ['A.5.16', 'A.5.34'],
    'cis-controls': ['5.1'],
  },
  username: {
    'nist-800-53': ['IA-4', 'IA-4(4)', 'AC-2'],
    'nist-csf': ['PR.AA-01'],
    'iso-27001': ['A.5.16'],
    'cis-controls': ['5.1', '5.4', '5.5'],
    'pci-dss': ['8.2.1'],
  },
  email: {
    'nist-800-53': ['IA-4', 'IA-4(4)', 'AC-2', 'AC-2(9)'],
    'nist-csf': ['PR.AA-01'],
    'iso-27001': ['A.5.9', 'A.5.14', 'A.5.16'],
    'cis-controls': ['5.1'],
  },
  'function-role-type': {
    'nist-800-53': ['AC-2', 'AC-2(6)', 'AC-3(7)', 'AC-6', 'AC-6(7)', 'PS-5'],
    'nist-csf': ['PR.AA-05'],
    'iso-27001': ['A.5.15', 'A.5.18', 'A.8.2'],
    'cis-controls': ['6.1', '6.8'],
    'pci-dss': ['7.2.1', '7.2.2', '7.2.3'],
  },
  'role-permissions-management': {
    'nist-800-53': ['AC-2', 'AC-3(7)', 'AC-5', 'AC-6', 'AC-6(7)'],
    'nist-csf': ['PR.AA-05', 'GV.RR-02'],
    'iso-27001': ['A.5.3', 'A.5.15', 'A.5.18', 'A.8.2'],
    'cis-controls': ['6.1', '6.8'],
    'pci-dss': ['7.2.1', '7.2.2', '7.2.3', '7.2.4'],
  },
  'asset-management-cmdb': {
    'nist-800-53': ['CM-8', 'CM-8(4)', 'PM-5', 'RA-2'],
    'nist-csf': ['ID.AM-02', 'ID.AM-05', 'ID.AM-07', 'ID.AM-08', 'GV.RR-02'],
    'iso-27001': ['A.5.9', 'A.5.12', 'A.5.15'],
    'cis-controls': ['1.1', '2.1', '3.2', '3.7'],
    'pci-dss': ['12.5.1'],
  },
  hr: {
    'nist-800-53': ['AC-2', 'PS-3', 'PS-4', 'PS-5', 'SI-18', 'SI-12(1)'],
    'nist-csf': ['GV.RR-04', 'PR.AA-01'],
    'iso-27001': ['A.5.16', 'A.5.18', 'A.5.34', 'A.6.1'],
    'cis-controls': ['5.1', '6.1', '6.2'],
    'pci-dss': ['8.2.5', '12.7.1'],
  },
  '3rd-party-registration': {
    'nist-800-53': ['PS-7', 'IA-4(4)', 'AC-2', 'AC-2(3)', 'AU-14'],
    'nist-csf': ['GV.SC-07', 'GV.SC-10', 'PR.AA-01', 'PR.AA-05'],
    'iso-27001': ['A.5.16', 'A.5.18', 'A.5.19', 'A.5.20', 'A.8.2'],
    'cis-controls': ['5.1', '6.1', '6.2', '15.4', '15.7'],
    'pci-dss': ['7.2.4', '8.2.7'],
  },
  'red-button-procedure': {
    'nist-800-53': ['AC-2(13)', 'PS-4', 'PS-4(2)', 'IA-5', 'IR-4', 'IR-3', 'CM-3', 'PE-2'],
    'nist-csf': ['RS.MI-01', 'RS.AN-07', 'PR.AA-01', 'PR.AA-06', 'GV.RR-02', 'ID.IM-02'],
    'iso-27001': ['A.5.17', 'A.5.18', 'A.5.26', 'A.5.28', 'A.7.2', 'A.8.32'],
    'cis-controls': ['6.2', '17.4', '17.7'],
    'pci-dss': ['8.2.5', '8.6.3', '9.3.1.1', '12.10.1'],
  },
  'green-button-procedure': {
    'nist-800-53': ['AC-2', 'AC-2(2)', 'AC-6(9)', 'AU-6', 'CM-3'],
    'nist-csf': ['PR.AA-05', 'PR.PS-04', 'GV.RR-02'],
    'iso-27001': ['A.5.18', 'A.5.29', 'A.8.2', 'A.8.15', 'A.8.32'],
    'cis-controls': ['6.1', '6.2'],
    'pci-dss': ['7.2.3', '10.2.1.2'],
  },
  'account-disabled-deletion': {
    'nist-800-53': ['AC-2', 'AC-2(1)', 'AC-2(3)', 'IA-4', 'SI-12'],
    'nist-csf': ['PR.AA-01', 'ID.AM-08', 'GV.OC-03'],
    'iso-27001': ['A.5.16', 'A.5.18', 'A.5.33', 'A.5.34', 'A.8.10'],
    'cis-controls': ['3.1', '5.3', '5.5', '6.2'],
    'pci-dss': ['8.2.5', '8.2.6'],
  },
  joiners: {
    'nist-800-53': ['AC-2', 'AC-6', 'IA-5', 'IA-12', 'PS-3', 'CM-3'],
    'nist-csf': ['PR.AA-01', 'PR.AA-02', 'PR.AA-05', 'GV.RR-04'],
    'iso-27001': ['A.5.16', 'A.5.17', 'A.5.18', 'A.6.1'],
    'cis-controls': ['6.1'],
    'pci-dss': ['7.2.2', '8.2.1', '8.2.4', '8.3.5', '12.7.1'],
  },
  movers: {
    'nist-800-53': ['PS-5', 'AC-2', 'AC-5', 'AC-6', 'AC-6(7)', 'CM-3'],
    'nist-csf': ['PR.AA-05', 'GV.RR-04'],
    'iso-27001': ['A.5.3', 'A.5.18'],
    'cis-controls': ['6.1', '6.2', '6.8'],
    'pci-dss': ['7.2.2', '7.2.3'],
  },
  leavers: {
    'nist-800-53': ['PS-4', 'PS-4(2)', 'AC-2', 'AC-2(3)', 'IA-5', 'CM-3'],
    'nist-csf': ['PR.AA-01', 'PR.AA-05', 'PR.AA-06', 'GV.RR-04'],
    'iso-27001': ['A.5.11', 'A.5.16', 'A.5.17', 'A.5.18', 'A.6.5'],
    'cis-controls': ['6.2'],
    'pci-dss': ['8.2.5', '8.6.3', '9.3.1.1'],
  },
  correction: {
    'nist-800-53': ['SI-18', 'IA-4', 'AC-2', 'AC-2(4)', 'CM-3'],
    'nist-csf': ['PR.AA-01', 'PR.AA-05', 'ID.IM-03'],
    'iso-27001': ['A.5.16', 'A.5.18', 'A.8.32'],
    'cis-controls': ['5.1'],
    'pci-dss': ['8.2.4'],
  },
}

/** Operations service mappings, keyed by service slug (the service page's URL segment). */
export const serviceControlMappings: Record<string, ControlMapping> = {
  'incident-management-service': {
    'nist-800-53': ['IR-4', 'IR-5'],
    'nist-csf': ['RS.MA-02', 'RS.MA-03', 'RS.MA-04', 'RS.AN-03', 'RS.MI-01'],
    'iso-27001': ['A.5.24', 'A.5.25', 'A.5.26', 'A.5.27'],
    'cis-controls': ['17.4', '17.8', '17.9'],
    'pci-dss': ['12.10.1'],
  },
  'onboarding-service': {
    'nist-800-53': ['AC-2', 'AC-6', 'IA-4', 'IA-5', 'CM-3'],
    'nist-csf': ['PR.AA-01', 'PR.AA-05'],
    'iso-27001': ['A.5.16', 'A.5.17', 'A.5.18'],
    'cis-controls': ['6.1'],
    'pci-dss': ['7.2.2', '8.2.1', '8.2.4'],
  },
  'crossboarding-service': {
    'nist-800-53': ['PS-5', 'AC-2', 'AC-5', 'AC-6', 'CM-3'],
    'nist-csf': ['PR.AA-05'],
    'iso-27001': ['A.5.3', 'A.5.18'],
    'cis-controls': ['6.1', '6.2'],
    'pci-dss': ['7.2.2', '7.2.3'],
  },
  'offboarding-service': {
    'nist-800-53': ['PS-4', 'AC-2', 'AC-2(3)', 'IA-5', 'CM-3'],
    'nist-csf': ['PR.AA-01', 'PR.AA-05', 'PR.AA-06'],
    'iso-27001': ['A.5.11', 'A.5.17', 'A.5.18', 'A.6.5'],
    'cis-controls': ['6.2'],
    'pci-dss': ['8.2.5', '9.3.1.1'],
  },
  'correction-service': {
    'nist-800-53': ['SI-18', 'IA-4', 'AC-2', 'CM-3'],
    'nist-csf': ['PR.AA-01', 'ID.IM-03'],
    'iso-27001': ['A.5.16', 'A.5.18', 'A.8.32'],
    'cis-controls': ['5.1'],
    'pci-dss': ['8.2.4'],
  },
  'red-green-action-service': {
    'nist-800-53': ['AC-2(13)', 'AC-2(2)', 'AU-6', 'CM-3', 'IR-3', 'IR-4'],
    'nist-csf': ['RS.MI-01', 'PR.AA-05', 'ID.IM-02'],
    'iso-27001': ['A.5.18', 'A.5.26', 'A.5.29', 'A.8.32'],
    'cis-controls': ['6.1', '6.2', '17.7'],
    'pci-dss': ['7.2.3', '8.2.5', '12.10.2'],
  },
}
