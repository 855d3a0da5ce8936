// Evidence criteria of the maturity assessment: for each of the 21 cells (management layer ×
// functional area), what an assessor looks for before accepting each of the five levels. Shown
// as help text on the assessment cards.
import type { CellKey } from './maturity.ts'

/** Criteria for levels 1 (Initial) to 5 (Optimized), in that order. */
export type EvidenceLadder = readonly [string, string, string, string, string]

export const evidenceCriteria: Record<CellKey, EvidenceLadder> = {
  'strategic-law-regulations': [
    'No list of applicable regulations; identity obligations surface only when an auditor or an incident raises them.',
    'A list of applicable regulations exists, kept by one person; identity obligations and retention periods are partly written down.',
    'An approved obligations register maps each regulation to IAM policies, with an owner, the legal basis for processing identity data and the retention periods.',
    'The register is reviewed with Legal on a fixed cycle; regulatory change monitoring produces dated impact assessments, and compliance gaps are tracked as measured risks.',
    'Regulatory changes reach the register and the policies before they take effect; audit and inspection lessons refine the register and are shared across the organisation.',
  ],
  'strategic-general-governance': [
    'No approved IAM policy or strategy; IT decides on access case by case.',
    'Some IAM policies and a draft strategy exist; a steering group meets irregularly, without a written mandate or RACI.',
    'An approved IAM policy framework, strategy and RACI; the governance board meets on a fixed agenda with minutes, and the IAM budget is planned every year.',
    'Board decisions, policy exceptions and KPIs are tracked; minutes show actions followed up, and the budget is tied to measured outcomes.',
    'Strategy and policies are revised from KPI trends, incidents and external benchmarks; the effect of governance decisions is measured.',
  ],
  'strategic-continual-improvement': [
    'No IAM KPIs or maturity targets; improvement happens only after incidents.',
    'A few KPIs are collected by hand; a first maturity baseline exists, without targets or a review cycle.',
    'A defined KPI set, maturity targets per area and a management review that decides on an improvement portfolio, with minutes.',
    'KPIs are collected automatically and trended against the targets; the portfolio is funded and the effect of each improvement is measured.',
    'Targets are raised from results and benchmarks; the management review moves investment to where measured benefit is highest.',
  ],
  'strategic-architecture-management': [
    'No IAM architecture principles or target architecture; tools are bought per project.',
    'Some principles and a draft identity data model or role model exist, but they are not approved or not followed consistently.',
    'Approved architecture principles, identity data model and role model, and a zero-trust target architecture with a technology roadmap.',
    'Projects pass design reviews against the principles; deviations and roadmap progress are recorded and reported.',
    'The target architecture is updated from technology scans and measured results; every remaining deviation has an approved exception.',
  ],
  'strategic-risk-management': [
    'Identity risks are neither identified nor owned; there is no risk appetite for access.',
    'Some identity risks appear in the IT risk register, without a method or named owners.',
    'An approved identity risk appetite, a documented assessment method and a register of privileged-access and third-party identity risks with owners.',
    'Risks are scored with the method, key risk indicators are measured against the appetite, and treatment plans are tracked to closure.',
    'Appetite and treatments are adjusted from incident data, threat intelligence and KRI trends; residual identity risk is reported to the board.',
  ],
  'strategic-information-security': [
    'No access control policy; the information security policy is silent on identity.',
    'Security and access control policies exist in draft or are out of date; data classification does not drive access.',
    'An approved access control policy and classification scheme that set access rules per class; the awareness strategy covers privileged users.',
    'Policy compliance is measured (exceptions, MFA coverage, classified data) and reported; awareness results are tracked.',
    'Policies are revised from measured control effectiveness and threat changes; awareness adapts to phishing and incident results.',
  ],
  'strategic-program-management': [
    'IAM work runs as separate projects, without a charter or a business case.',
    'A programme exists with a draft charter or business case; stakeholders and benefits are not formally defined.',
    'An approved charter, business case, stakeholder map and benefits realisation plan; a programme board with stage gates.',
    'Benefits, budget and milestones are measured against the plan at every stage gate; deviations lead to recorded decisions.',
    'Benefits are confirmed after delivery and feed the next business case; programme practices are reused across the organisation.',
  ],
  'tactical-law-regulations': [
    'Regulations are not mapped to IAM controls; evidence is gathered per audit request.',
    'Some controls are mapped and some evidence is defined, in spreadsheets; SoD rules exist for a few applications.',
    'Every obligation maps to a control with defined evidence; privacy impact assessments and SoD rules are documented for the applications in scope.',
    'Control mapping and evidence catalogue live in one tool; control tests and SoD violations are measured and reported.',
    'Mappings are updated with each regulatory change; evidence is generated from the platforms and reused across audits.',
  ],
  'tactical-general-governance': [
    'Joiner, mover and leaver steps depend on individual administrators; there are no naming standards or named owners.',
    'Joiner, mover and leaver procedures and naming standards are written but not applied everywhere; owners are known for some applications.',
    'Approved joiner, mover and leaver policies, naming standards, an owner for every application and entitlement, an exception process with expiry dates and registered standard changes.',
    'Policy compliance is measured (lifecycle timeliness, expired exceptions, naming deviations) and reported to the owners.',
    'Policies and standard changes are tuned from measurements and incidents; exceptions are rare and trend downward.',
  ],
  'tactical-continual-improvement': [
    'Process performance is not measured; lessons from incidents are not recorded.',
    'Some service reviews take place; a lessons-learned list or backlog exists but is not prioritised.',
    'Defined process metrics, regular service reviews with minutes, a lessons-learned register and a prioritised improvement backlog.',
    'Process metrics have targets and are trended; backlog items are closed with a measured effect.',
    'Metrics feed the backlog continuously; the effect of each change is verified and shared with other services.',
  ],
  'tactical-architecture-management': [
    'IAM is not designed as services; integrations are one-off scripts and there is no CMDB of resources.',
    'Designs exist for some services; the connector list and a partial CMDB are maintained by hand.',
    'Documented service designs for IGA, IAM and PAM, an integration pattern per application, and a CMDB in which every resource has an owner.',
    'Service capacity, connector health and CMDB completeness are measured; designs change only through change control.',
    'Designs evolve from usage and incident data; new applications onboard through standard patterns with little custom work.',
  ],
  'tactical-risk-management': [
    'No access certification; privileged and orphan accounts are unknown.',
    'Occasional certifications in spreadsheets; discovery of privileged and orphan accounts is a one-off exercise.',
    'Certification campaigns on a defined cadence per risk tier, documented toxic combinations, and scheduled discovery of privileged and orphan accounts.',
    'Completion and revocation rates, SoD violations and orphan counts are measured and trended; risk scores decide the campaign scope.',
    'Continuous, risk-based micro-certifications replace most bulk campaigns; scoring is tuned from review outcomes.',
  ],
  'tactical-information-security': [
    'Passwords only; privileged credentials are shared and unmanaged; identity events are not logged centrally.',
    'MFA for some users; a vault holds some privileged credentials; logging standards are drafted.',
    'An authentication standard (MFA everywhere, phishing-resistant for administrators), vaulting and session recording for privileged access, and identity events logged to the SIEM.',
    'MFA and vault coverage, session reviews and detection use cases are measured against targets.',
    'Controls adapt to threats: ITDR findings tune detections, standing privilege is close to zero and passwordless sign-in is the default.',
  ],
  'tactical-program-management': [
    'No roadmap or onboarding plan; progress depends on who is available.',
    'A roadmap exists but is not resourced; applications are onboarded on request.',
    'An approved roadmap, an application onboarding plan prioritised by risk, capacity planning and vendor agreements with service levels.',
    'Roadmap progress, onboarding throughput and vendor performance are measured against the plan.',
    'Plans use measured throughput; vendor and resource choices are revised from performance data.',
  ],
  'operations-law-regulations': [
    'Audit and data subject requests are handled ad hoc; evidence is collected by hand each time.',
    'Procedures exist for audit and data subject requests; evidence is collected manually with templates.',
    'Standard compliance reports and evidence packs per control are produced on a schedule; data subject requests follow a documented, logged process.',
    'Response times for audit and data subject requests are measured against targets; evidence completeness is checked.',
    'Evidence is generated automatically from the platforms; reports are available on demand and findings trend downward.',
  ],
  'operations-general-governance': [
    'Accounts are created and removed through tickets and e-mail; movers and leavers are often missed.',
    'Joiner and leaver steps follow checklists; movers and emergency removals are handled case by case.',
    'Every lifecycle service runs as a registered standard change triggered by HR, including revocation on a move and the RED and GREEN buttons, with a record of each execution.',
    'Timeliness per lifecycle process (for example leavers disabled at the end of their last working day) is measured, and misses are followed up.',
    'Lifecycle changes are fully automated for connected systems, emergency drills meet their target times, and every failure feeds an improvement.',
  ],
  'operations-continual-improvement': [
    'No operational metrics; incidents are fixed without root-cause analysis.',
    'Some dashboards and incident reports exist; problem analysis happens for major incidents only.',
    'Operational dashboards, service level reports and problem analysis for recurring access incidents, with automation opportunities logged.',
    'Service levels are measured against agreed targets; problem records show causes removed and automation delivered.',
    'Operational data drives automation continuously; recurring incidents are rare and the trend is published.',
  ],
  'operations-architecture-management': [
    'Connector and synchronisation failures go unnoticed; platform configuration is undocumented and patching is irregular.',
    'Connector and synchronisation errors are checked by hand; configuration is partly documented; patches are sometimes planned.',
    'Connectors and directory synchronisation are monitored, configuration is under change control, and IAM platforms follow a patching schedule.',
    'Connector success rates, synchronisation delay and patch compliance are measured and meet their targets.',
    'Connectors recover by themselves, configuration baselines are enforced automatically and upgrades cause no service interruption.',
  ],
  'operations-risk-management': [
    'Access reviews are not carried out or not finished; privileged access is permanent; nobody knows when break-glass accounts were used.',
    'Reviews are carried out but revocations are applied late; privileged access is approved by e-mail; break-glass accounts exist but are untested.',
    'Reviews are completed and revocations provisioned; privileged access is requested just in time with approval; break-glass accounts work without the vault, are tested, and every use is reviewed.',
    'Review completion, revocation lead time, privileged requests and break-glass drill results are measured; remediation is tracked to closure.',
    'Revocations are automated, standing privilege is close to zero, and drill and remediation data refine the controls.',
  ],
  'operations-information-security': [
    'Passwords are reset without verifying the caller; session recordings and access logs are not reviewed; credentials are rarely rotated.',
    'Resets verify identity on some channels; logs and recordings are reviewed after incidents; some credentials are rotated.',
    'Verified self-service reset, identity incident playbooks, scheduled review of privileged sessions, rotation of vaulted credentials and monitored access logs.',
    'Reset fraud, incident response times, rotation compliance and alert handling are measured against targets.',
    'Common identity attacks are detected and contained automatically; credentials rotate after every privileged use; playbooks improve after each incident.',
  ],
  'operations-program-management': [
    'Delivered projects are not handed over; the service desk does not know the IAM services.',
    'Handovers happen informally; releases are planned per project; service desk training is ad hoc.',
    'A managed service with agreed service levels, a release calendar, documented handover criteria and a trained service desk.',
    'Service levels, release success and first-contact resolution of IAM requests are measured and reported.',
    'The managed service improves from its own measurements; releases are routine and most IAM requests are solved at first contact.',
  ],
}
