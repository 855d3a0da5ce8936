// Query stop words: function words and the words of a question ("what is", "how do we", "who
// approves"). They are dropped from a query before matching, on both engines (the Meilisearch
// adapter sends the same list as its `stopWords` setting), so "what is the price of the CAMA
// course" is matched as "price CAMA course". A query made only of stop words is searched as
// typed, so "who" or "what is" still find the pages that use those words.

const QUESTION_WORDS = 'what whats which who whom whose when where why how'.split(' ')
/** The auxiliaries a question can open with ("can we…", "is there…", "do I…"). */
const OPENING_AUXILIARIES =
  'is are was were do does did can could should would will shall may might must'.split(' ')

export const STOP_WORDS: ReadonlySet<string> = new Set([
  ...QUESTION_WORDS,
  ...OPENING_AUXILIARIES,
  ...[
    // the other auxiliaries
    'be been being am done doing have has had having',
    // the same, contracted (the tokenizer joins "don't" into "dont")
    'dont doesnt didnt cant cannot wont isnt arent wasnt werent shouldnt couldnt wouldnt',
    'im ive youre theyre weve',
    // pronouns and determiners
    'i me my we our ours you your yours they them their he she his her it its',
    'this that these those there here a an the some any such many much',
    // prepositions and conjunctions
    'of for to in on at by with about from into onto as and or if then than so but while because',
    // adverbs that only colour a sentence
    'also very really quite actually yet already',
    // the filler of a typed question ("how do we handle…", "please show me an example of…",
    // "what does GDPR say about…")
    'get gets got getting need needs want please tell find show explain handle handled handling deal',
    'happens happen someone somebody way ways best good example examples say says said',
    'anyone anybody everyone everybody anything everything something nobody nothing',
    'treat treats treated treating',
    // the frame of a comparison ("the difference between IAM and IGA", "PAM versus PIM")
    'difference differences between versus vs',
  ].flatMap((line) => line.split(' ')),
])

const questionWords: ReadonlySet<string> = new Set(QUESTION_WORDS)
const openingAuxiliaries: ReadonlySet<string> = new Set(OPENING_AUXILIARIES)

/**
 * Whether the words read as a question: a question word anywhere ("the CAMA course costs how
 * much"), or an auxiliary first ("can we reuse usernames"). A question wants the paragraph that
 * answers it rather than the page in general.
 */
export function asksQuestion(words: readonly string[]): boolean {
  return (
    (words.length > 0 && openingAuxiliaries.has(words[0]!)) ||
    words.some((word) => questionWords.has(word))
  )
}

/**
 * The stop words a query drops: all of them, unless the query has nothing else (then it is
 * searched as typed).
 */
export function droppedStopWords(words: readonly string[]): ReadonlySet<string> {
  return words.some((word) => !STOP_WORDS.has(word)) ? STOP_WORDS : new Set()
}

/** The words that open a named thing in a question: "who is *the* CILMP course for". */
const DETERMINERS: ReadonlySet<string> = new Set(
  'the a an this that these those your our'.split(' '),
)

/**
 * A question whose frame is not its subject, read for what it asks:
 * - "who is the CILMP course for" asks what "for whom" asks, with its subject inside the frame:
 *   read as "the CILMP course for whom", so the thesaurus's phrase for an audience applies. The
 *   subject must open with a determiner: "who is responsible for", typed on its way to naming
 *   what, is no question about an audience;
 * - "what does IPAML stand for" asks what IPAML is: read as "what does IPAML", or its "stand"
 *   would find "standing privileges".
 */
export function unframedQuestion(words: readonly string[]): readonly string[] {
  const [first, second, third = ''] = words
  const last = words.at(-1)
  const asksWho = first === 'who' && (second === 'is' || second === 'are')
  if (words.length > 3 && asksWho && DETERMINERS.has(third) && last === 'for')
    return [...words.slice(2, -1), 'for', 'whom']
  const standsFor = last === 'for' && (words.at(-2) === 'stand' || words.at(-2) === 'stands')
  if (words.length > 3 && standsFor && asksQuestion(words)) return words.slice(0, -2)
  return words
}
