// Small documents of our own for the search contract suite: each isolates one behaviour
// (typo budget, transposition, prefix, synonyms, ranking). Words are chosen not to collide.
import { PRIORITY, type SearchDocument } from './types.ts'

function doc(
  id: string,
  title: string,
  body: string,
  extra: Partial<SearchDocument> = {},
): SearchDocument {
  return {
    id,
    title,
    description: extra.description ?? `${title}: a fixture for the search contract.`,
    body,
    category: extra.category ?? 'Fixtures',
    url: extra.url ?? `/fixture/${id.replace(/[^a-z0-9]+/gi, '-')}`,
    keywords: extra.keywords ?? [],
    priority: extra.priority ?? PRIORITY.content,
    ...(extra.pageTitle ? { pageTitle: extra.pageTitle } : {}),
  }
}

export const contractDocuments: SearchDocument[] = [
  // Two documents of one page and one of another: the page appears once, by its best document.
  doc('page-a-best', 'Kestrel onboarding checklist', 'Kestrel steps for the first day.', {
    url: '/fixture/kestrel',
  }),
  doc('page-a-other', 'Kestrel appendix', 'More kestrel notes for the onboarding checklist.', {
    url: '/fixture/kestrel',
  }),
  doc('page-b', 'Kestrel glossary', 'Kestrel terms explained.'),
  doc('vault', 'Credential vault', 'Shared administrator passwords are checked out and rotated.'),
  doc('fault', 'Fault tolerance', 'Redundant connectors keep provisioning running.'),
  doc(
    'rotation-body',
    'Housekeeping',
    'Scheduled jobs include certificate rotation and log pruning.',
  ),
  doc('rotation-title', 'Secret rotation', 'Keys change on a fixed schedule after every use.'),
  doc('recording', 'Session recording', 'Every privileged session is recorded and kept for audit.'),
  doc(
    'spelled-pam',
    'Elevation broker',
    'Privileged access management grants elevation just in time.',
  ),
  // Its description spells out IGA: the index adds the acronym, the hit must not show it.
  doc('spelled-iga', 'Quarry ledger', 'Ledger entries for the quarry.', {
    description: 'Identity governance and administration for the quarry ledger.',
  }),
  doc('acronym-pam', 'Break-glass accounts', 'The PAM platform holds the emergency accounts.'),
  doc('spelled-jml', 'Lifecycle events', 'Joiner mover leaver events drive provisioning.'),
  doc(
    'authentication',
    'Strong authentication',
    'Phishing-resistant factors for every workforce user.',
  ),
  doc('words', 'Quarterly attestation', 'Managers confirm each entitlement of their team.'),
  // Priority: the page written about osprey, its glossary line, a forum post about it.
  doc('osprey-page', 'Osprey Service', 'How the osprey service runs.', { url: '/fixture/osprey' }),
  doc('osprey-glossary', 'Osprey', 'Glossary line for osprey.', {
    url: '/fixture/glossary#osprey',
    pageTitle: 'Glossary',
    priority: PRIORITY.glossary,
  }),
  doc('osprey-forum', 'Osprey tips', 'A member asks about osprey.', {
    url: '/fixture/forum/1',
    category: 'Forum',
    priority: PRIORITY.community,
  }),
  // One page and its sections: hits link to the sections, at most MAX_HITS_PER_PAGE per page.
  doc('heron', 'Heron Policy', 'Heron rules for every team.', { url: '/fixture/heron' }),
  ...['Key Features', 'Implementation Steps', 'Benefits', 'Compliance'].map((title) =>
    doc(`heron-${title}`, title, `Heron ${title.toLowerCase()} in detail.`, {
      url: `/fixture/heron#${title.toLowerCase().replace(/ /g, '-')}`,
      pageTitle: 'Heron Policy',
    }),
  ),
  // A page whose sections inherit its keywords: a section matching a keyword only through its
  // page says no more than the page; one whose own text holds the word is a hit of its own.
  doc('plover', 'Plover Policy', 'Plover rules for shorebirds.', {
    url: '/fixture/plover',
    keywords: ['quillwort'],
  }),
  doc('plover-steps', 'Steps', 'Wading steps in order.', {
    url: '/fixture/plover#steps',
    pageTitle: 'Plover Policy',
    keywords: ['quillwort'],
  }),
  doc('plover-scope', 'Scope', 'Applies to every quillwort marsh.', {
    url: '/fixture/plover#scope',
    pageTitle: 'Plover Policy',
    keywords: ['quillwort'],
  }),
  // One letter apart, not the first: a typo of each other.
  doc('badge', 'Badge readers', 'Doors open for a valid staff badge.'),
  doc('barge', 'Barge crane', 'Harbour equipment rented by the hour.'),
  // Thesaurus and numbers.
  doc('leaver', 'Leaver checklist', 'What to revoke when an employee departs.'),
  doc('fee', 'Kingfisher course', 'The price is $1,500 per person for two days.'),
]
