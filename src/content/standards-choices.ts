// The block that lists the rules of a policy or service that follow one standard over another:
// its heading, anchor and label, read by the block and by the search index that links to it.
export const standardsChoicesCopy = {
  heading: 'Which standard these rules follow',
  anchor: 'standards-choices',
  follows: 'Follows:',
} as const
