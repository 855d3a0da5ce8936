// The words the framework's shared parts print around their data: the labels of a phase card,
// a price, a role, a lifecycle process, a table of the Service Execution Model.
export const frameworkLabels = {
  phase: {
    /** Before the phase's number: "Phase 1: …". */
    prefix: 'Phase',
    deliverables: 'Deliverables',
    stakeholders: 'Stakeholders',
    tools: 'Tools',
  },
  pricing: { certification: 'Certification', inHouse: 'In-house', duration: 'Duration' },
  /** The blocks of an entry page, each an h2 (the search links to them by these titles). */
  entry: {
    features: 'Key Features',
    implementation: 'Implementation Steps',
    benefits: 'Benefits',
    compliance: 'Compliance',
    executionModel: 'Service Execution Model',
    executionCaption: (title: string) => `How the ${title} is executed`,
    frameworks: 'Related Frameworks',
    deliverables: 'Strategic Deliverables',
    phases: 'Phases',
    pricing: 'Pricing',
  },
  /** The detail and chooser pages of the framework's parameter routes. */
  entryPage: {
    talkToExpert: 'Talk to an expert',
    related: 'Related pages',
    seeAlso: 'See also',
    /** What an entry's control mapping block calls it in running text. */
    mappingSubject: 'this service',
    unknown: (param: string) => `Nothing here matches “${param}”. Choose one of the pages below.`,
  },
  /** The heading of an entry's items block, by kind of entry page. */
  itemsHeadings: {
    strategic: 'Components',
    tactical: 'Components',
    operations: 'Components',
    directory: 'Services',
    controls: 'Items',
  },
  executionModel: {
    service: 'Service',
    process: 'Process',
    action: 'Action',
    trigger: 'Trigger',
    standardChange: 'Standard Change',
  },
}
