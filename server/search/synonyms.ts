// The one IAM thesaurus both engines use: each acronym with the phrases practitioners spell out.
// The embedded engine expands queries with it; the Meilisearch adapter sends it as index
// synonyms (both directions), so "PAM" finds "privileged access management" and back.

export const IAM_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  iam: ['identity and access management', 'identity access management'],
  pam: ['privileged access management'],
  pim: ['privileged identity management'],
  iga: ['identity governance and administration', 'identity governance'],
  ciam: ['customer identity and access management'],
  ciamo: ['chief identity and access management officer'],
  itdr: ['identity threat detection and response'],
  ispm: ['identity security posture management'],
  ivip: ['identity visibility and intelligence platform'],
  ztna: ['zero trust network access', 'zero trust'],
  lbac: ['location based access control'],
  sod: ['segregation of duties', 'separation of duties'],
  rbac: ['role based access control'],
  abac: ['attribute based access control'],
  mfa: ['multi factor authentication', 'two factor authentication', '2fa'],
  sso: ['single sign on'],
  cmdb: ['configuration management database', 'asset management'],
  jml: ['joiner mover leaver', 'joiners movers leavers'],
  jit: ['just in time'],
  idp: ['identity provider'],
  scim: ['system for cross domain identity management'],
  hr: ['human resources'],
  gdpr: ['general data protection regulation'],
  ccpa: ['california consumer privacy act'],
  hipaa: ['health insurance portability and accountability act'],
  sox: ['sarbanes oxley'],
  fisma: ['federal information security modernization act'],
  nis: ['network and information security'],
  bau: ['business as usual'],
  rfp: ['request for proposal'],
  itil: ['it infrastructure library'],
  bisl: ['business information services library'],
}

/** Words a spelled-out phrase may contain that need not appear in the matching document. */
export const PHRASE_STOP_WORDS: ReadonlySet<string> = new Set(['and', 'of', 'for', 'the', 'to'])

/** Lower-case words of a phrase, split like the engines tokenize ("role-based" → role, based). */
export function phraseWords(phrase: string): string[] {
  return phrase
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
}

/** A phrase's lookup key: its words without stop words ("identity governance & administration"
 * and "identity governance and administration" share one key). */
export function phraseKeyOf(words: readonly string[]): string {
  return words.filter((w) => !PHRASE_STOP_WORDS.has(w)).join(' ')
}

/** Expansions by lower-case acronym, and acronyms by spelled-out phrase key (see phraseKeyOf). */
export interface Thesaurus {
  expansions: ReadonlyMap<string, readonly string[][]>
  acronymsByPhrase: ReadonlyMap<string, readonly string[]>
  /** The longest spelled-out phrase, in words (bounds the phrase scan over a query). */
  maxPhraseWords: number
}

export function buildThesaurus(synonyms = IAM_SYNONYMS): Thesaurus {
  const expansions = new Map<string, string[][]>()
  const acronymsByPhrase = new Map<string, string[]>()
  let maxPhraseWords = 1
  for (const [acronym, phrases] of Object.entries(synonyms)) {
    const key = acronym.toLowerCase()
    const list = phrases.map(phraseWords)
    expansions.set(key, list)
    for (const words of list) {
      const phraseKey = phraseKeyOf(words)
      acronymsByPhrase.set(phraseKey, [...(acronymsByPhrase.get(phraseKey) ?? []), key])
      maxPhraseWords = Math.max(maxPhraseWords, words.length)
    }
  }
  return { expansions, acronymsByPhrase, maxPhraseWords }
}

/** Meilisearch `synonyms` setting: every acronym ↔ each of its phrases, in both directions. */
export function meilisearchSynonyms(synonyms = IAM_SYNONYMS): Record<string, string[]> {
  const out: Record<string, Set<string>> = {}
  const add = (from: string, to: string) => (out[from] ??= new Set()).add(to)
  for (const [acronym, phrases] of Object.entries(synonyms)) {
    for (const phrase of phrases) {
      const spelled = phraseWords(phrase).join(' ')
      add(acronym, spelled)
      add(spelled, acronym)
    }
  }
  return Object.fromEntries(Object.entries(out).map(([k, v]) => [k, [...v]]))
}

/**
 * The acronyms whose spelled-out phrase occurs in `words` (contiguously, stop words aside). The
 * embedded engine indexes these beside the text, so a query for "PAM" finds "privileged access
 * management" through one exact term instead of an AND over three very common words.
 */
export function acronymsInText(words: readonly string[], thesaurus: Thesaurus): string[] {
  const found = new Set<string>()
  for (let i = 0; i < words.length; i++) {
    if (PHRASE_STOP_WORDS.has(words[i]!)) continue
    for (let n = 2; n <= thesaurus.maxPhraseWords && i + n <= words.length; n++) {
      for (const acronym of thesaurus.acronymsByPhrase.get(phraseKeyOf(words.slice(i, i + n))) ??
        []) {
        found.add(acronym)
      }
    }
  }
  return [...found]
}
