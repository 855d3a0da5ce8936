// Every relevance set, in the order the relevance suite and `npm run bench search-relevance`
// report them. The first is the one the ranking is tuned against; each file's header says how
// the others were written.
import { blindSet } from './relevance-blind-set.ts'
import { eighthBlindSet } from './relevance-eighth-blind-set.ts'
import { eighteenthBlindSet } from './relevance-eighteenth-blind-set.ts'
import { eleventhBlindSet } from './relevance-eleventh-blind-set.ts'
import { freshSet } from './relevance-fresh-set.ts'
import { nineteenthBlindSet } from './relevance-nineteenth-blind-set.ts'
import { ninthBlindSet } from './relevance-ninth-blind-set.ts'
import { fifteenthBlindSet } from './relevance-fifteenth-blind-set.ts'
import { fifthBlindSet } from './relevance-fifth-blind-set.ts'
import { fourteenthBlindSet } from './relevance-fourteenth-blind-set.ts'
import { fourthBlindSet } from './relevance-fourth-blind-set.ts'
import { secondBlindSet } from './relevance-second-blind-set.ts'
import { seventhBlindSet } from './relevance-seventh-blind-set.ts'
import { sixteenthBlindSet } from './relevance-sixteenth-blind-set.ts'
import { sixthBlindSet } from './relevance-sixth-blind-set.ts'
import { seventeenthBlindSet } from './relevance-seventeenth-blind-set.ts'
import { tenthBlindSet } from './relevance-tenth-blind-set.ts'
import { thirdBlindSet } from './relevance-third-blind-set.ts'
import { thirteenthBlindSet } from './relevance-thirteenth-blind-set.ts'
import { twelfthBlindSet } from './relevance-twelfth-blind-set.ts'
import { twentiethBlindSet } from './relevance-twentieth-blind-set.ts'
import { twentyFirstBlindSet } from './relevance-twenty-first-blind-set.ts'
import { twentySecondBlindSet } from './relevance-twenty-second-blind-set.ts'
import { twentyThirdBlindSet } from './relevance-twenty-third-blind-set.ts'
import { twentyFourthBlindSet } from './relevance-twenty-fourth-blind-set.ts'
import { twentyFifthBlindSet } from './relevance-twenty-fifth-blind-set.ts'
import { twentySixthBlindSet } from './relevance-twenty-sixth-blind-set.ts'
import { twentySeventhBlindSet } from './relevance-twenty-seventh-blind-set.ts'
import { twentyEighthBlindSet } from './relevance-twenty-eighth-blind-set.ts'
import { twentyNinthBlindSet } from './relevance-twenty-ninth-blind-set.ts'
import { thirtiethBlindSet } from './relevance-thirtieth-blind-set.ts'
import { thirtyFirstBlindSet } from './relevance-thirty-first-blind-set.ts'
import { thirtySecondBlindSet } from './relevance-thirty-second-blind-set.ts'
import { thirtyThirdBlindSet } from './relevance-thirty-third-blind-set.ts'
import { thirtyFourthBlindSet } from './relevance-thirty-fourth-blind-set.ts'
import { relevanceSet, type RelevanceCase } from './relevance-set.ts'
import { validationSet } from './relevance-validation-set.ts'

export type RelevanceSetName =
  | 'relevance set'
  | 'validation set'
  | 'fresh set'
  | 'blind set'
  | 'second blind set'
  | 'third blind set'
  | 'fourth blind set'
  | 'fifth blind set'
  | 'sixth blind set'
  | 'seventh blind set'
  | 'eighth blind set'
  | 'ninth blind set'
  | 'tenth blind set'
  | 'eleventh blind set'
  | 'twelfth blind set'
  | 'thirteenth blind set'
  | 'fourteenth blind set'
  | 'fifteenth blind set'
  | 'sixteenth blind set'
  | 'seventeenth blind set'
  | 'eighteenth blind set'
  | 'nineteenth blind set'
  | 'twentieth blind set'
  | 'twenty-first blind set'
  | 'twenty-second blind set'
  | 'twenty-third blind set'
  | 'twenty-fourth blind set'
  | 'twenty-fifth blind set'
  | 'twenty-sixth blind set'
  | 'twenty-seventh blind set'
  | 'twenty-eighth blind set'
  | 'twenty-ninth blind set'
  | 'thirtieth blind set'
  | 'thirty-first blind set'
  | 'thirty-second blind set'
  | 'thirty-third blind set'
  | 'thirty-fourth blind set'

export const relevanceSets: ReadonlyArray<{ name: RelevanceSetName; cases: RelevanceCase[] }> = [
  { name: 'relevance set', cases: relevanceSet },
  { name: 'validation set', cases: validationSet },
  { name: 'fresh set', cases: freshSet },
  { name: 'blind set', cases: blindSet },
  { name: 'second blind set', cases: secondBlindSet },
  { name: 'third blind set', cases: thirdBlindSet },
  { name: 'fourth blind set', cases: fourthBlindSet },
  { name: 'fifth blind set', cases: fifthBlindSet },
  { name: 'sixth blind set', cases: sixthBlindSet },
  { name: 'seventh blind set', cases: seventhBlindSet },
  { name: 'eighth blind set', cases: eighthBlindSet },
  { name: 'ninth blind set', cases: ninthBlindSet },
  { name: 'tenth blind set', cases: tenthBlindSet },
  { name: 'eleventh blind set', cases: eleventhBlindSet },
  { name: 'twelfth blind set', cases: twelfthBlindSet },
  { name: 'thirteenth blind set', cases: thirteenthBlindSet },
  { name: 'fourteenth blind set', cases: fourteenthBlindSet },
  { name: 'fifteenth blind set', cases: fifteenthBlindSet },
  { name: 'sixteenth blind set', cases: sixteenthBlindSet },
  { name: 'seventeenth blind set', cases: seventeenthBlindSet },
  { name: 'eighteenth blind set', cases: eighteenthBlindSet },
  { name: 'nineteenth blind set', cases: nineteenthBlindSet },
  { name: 'twentieth blind set', cases: twentiethBlindSet },
  { name: 'twenty-first blind set', cases: twentyFirstBlindSet },
  { name: 'twenty-second blind set', cases: twentySecondBlindSet },
  { name: 'twenty-third blind set', cases: twentyThirdBlindSet },
  { name: 'twenty-fourth blind set', cases: twentyFourthBlindSet },
  { name: 'twenty-fifth blind set', cases: twentyFifthBlindSet },
  { name: 'twenty-sixth blind set', cases: twentySixthBlindSet },
  { name: 'twenty-seventh blind set', cases: twentySeventhBlindSet },
  { name: 'twenty-eighth blind set', cases: twentyEighthBlindSet },
  { name: 'twenty-ninth blind set', cases: twentyNinthBlindSet },
  { name: 'thirtieth blind set', cases: thirtiethBlindSet },
  { name: 'thirty-first blind set', cases: thirtyFirstBlindSet },
  { name: 'thirty-second blind set', cases: thirtySecondBlindSet },
  { name: 'thirty-third blind set', cases: thirtyThirdBlindSet },
  { name: 'thirty-fourth blind set', cases: thirtyFourthBlindSet },
]
