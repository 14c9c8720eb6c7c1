/**
 * Catalogue search words: one normal form, a small alias table, and a match tier per name.
 * Plain functions over strings; the route decides which names to score (server/README.md "Search").
 */

/** How well a name matches a keyword; higher is better, 0 is no match. */
export const Tier = { none: 0, insideWord: 1, wordStart: 2, wholeWord: 3, nameStart: 4, exact: 5 } as const
export type MatchTier = typeof Tier[keyof typeof Tier]

/**
 * Players' nicknames and pinyin, by normal form, to the words the catalogue uses.
 * An alias is searched besides the typed word (never instead of it); several words must all match.
 */
export const ALIASES: Readonly<Record<string, string>> = {
  阿卡: 'ak-47',
  a卡: 'ak-47',
  aka: 'ak-47',
  大狙: 'awp',
  daju: 'awp',
  龙狙: 'awp 巨龙传说',
  longju: 'awp 巨龙传说',
  鸟狙: 'ssg 08',
  niaoju: 'ssg 08',
  沙鹰: '沙漠之鹰',
  shaying: '沙漠之鹰',
  蝴蝶: '蝴蝶刀',
  hudie: '蝴蝶刀',
  hudiedao: '蝴蝶刀',
  爪子: '爪子刀',
  zhuazi: '爪子刀',
  龙王: '龍王',
  huoshe: '火蛇',
  erxi: '二西莫夫',
  屠夫: '帕吉',
  pa: '幻影刺客',
  小罗: '金色小罗'
}

/** Words a name may start with that do not start its base name (StatTrak™ AK-47 starts with AK-47). */
const QUALITY_WORDS = new Set(['stattrak', '铭刻', 'souvenir', '纪念品'])
const SEPARATORS = /[\s|()（）[\]【】\-_·•,，.。:：/\\'"+]+/u
const ASCII_LETTER = /[a-z]/
const ASCII_DIGIT = /[0-9]/

/** Lower case, full-width folded, marks (™ ★) dropped: what a player types and what a name says compare alike. */
function fold (text: string): string {
  return text.replace(/[™★☆®©]/gu, ' ').normalize('NFKC').toLowerCase()
}

/** A name made ready for matching: its words joined without separators, where each word starts, where the base name starts. */
export interface SearchName { compact: string, starts: ReadonlySet<number>, ends: ReadonlySet<number>, baseStart: number }

export function searchName (name: string): SearchName {
  const words = fold(name).split(SEPARATORS).filter(Boolean)
  const starts = new Set<number>()
  const ends = new Set<number>()
  let compact = ''
  let baseStart = 0
  let leading = true
  for (const word of words) {
    starts.add(compact.length)
    compact += word
    ends.add(compact.length)
    if (leading && QUALITY_WORDS.has(word)) baseStart = compact.length
    else leading = false
  }
  return { compact, starts, ends, baseStart }
}

/** The keyword in normal form: its words, and all of them joined ("Ak-47", "ak 47", "AK47" all give "ak47"). */
export function searchWords (keyword: string): { words: string[], compact: string } {
  const words = fold(keyword).split(SEPARATORS).filter(Boolean)
  return { words, compact: words.join('') }
}

/** A match inside a word only when both sides are Latin letters or both are digits; Chinese has no word breaks. */
function startsWord (compact: string, at: number, starts: ReadonlySet<number>): boolean {
  if (at === 0 || starts.has(at)) return true
  const before = compact[at - 1]
  const here = compact[at]
  return !((ASCII_LETTER.test(before) && ASCII_LETTER.test(here)) || (ASCII_DIGIT.test(before) && ASCII_DIGIT.test(here)))
}

/** The best tier of one word anywhere in a name. */
export function wordTier (name: SearchName, word: string): MatchTier {
  if (!word) return Tier.none
  if (name.compact === word || name.compact.slice(name.baseStart) === word) return Tier.exact
  let best: MatchTier = Tier.none
  for (let at = name.compact.indexOf(word); at !== -1; at = name.compact.indexOf(word, at + 1)) {
    const end = at + word.length
    let tier: MatchTier = Tier.insideWord
    if (at === 0 || at === name.baseStart) tier = Tier.nameStart
    else if (startsWord(name.compact, at, name.starts)) tier = name.ends.has(end) || end === name.compact.length || startsWord(name.compact, end, name.starts)
      ? Tier.wholeWord
      : Tier.wordStart
    if (tier > best) best = tier
    if (best === Tier.nameStart) break
  }
  return best
}

/** A keyword against one name: the joined keyword, or every word on its own (the weakest word counts). */
function textTier (name: SearchName, words: string[], compact: string): MatchTier {
  const joined = wordTier(name, compact)
  if (words.length < 2) return joined
  let weakest: MatchTier = Tier.exact
  for (const word of words) {
    const tier = wordTier(name, word)
    if (tier < weakest) weakest = tier
    if (weakest === Tier.none) break
  }
  return Math.max(joined, weakest) as MatchTier
}

/** A prepared keyword: the typed words and, when the whole keyword or one word is an alias, the alias spelled out. */
export interface SearchQuery { readonly variants: { words: string[], compact: string }[] }

export function searchQuery (keyword: string): SearchQuery {
  const typed = searchWords(keyword)
  const variants = [typed]
  const whole = ALIASES[typed.compact]
  if (whole) variants.push(searchWords(whole))
  if (typed.words.length > 1 && typed.words.some((word) => ALIASES[word])) {
    variants.push(searchWords(typed.words.map((word) => ALIASES[word] ?? word).join(' ')))
  }
  return { variants: variants.filter((variant) => variant.compact) }
}

/** The best tier of a query over an item's names (its Chinese name and its market name). */
export function matchTier (query: SearchQuery, names: readonly SearchName[]): MatchTier {
  let best: MatchTier = Tier.none
  for (const variant of query.variants) {
    for (const name of names) {
      const tier = textTier(name, variant.words, variant.compact)
      if (tier > best) best = tier
    }
  }
  return best
}

/**
 * Ranks ids already in the requested order: better tiers first, the given order within a tier.
 * Matches inside a word ("ak" in StatTrak) count only when nothing matches better.
 */
export function rankMatches<T> (candidates: readonly T[], tierOf: (candidate: T) => MatchTier): T[] {
  const tiers: T[][] = [[], [], [], [], [], []]
  for (const candidate of candidates) {
    const tier = tierOf(candidate)
    if (tier !== Tier.none) tiers[tier].push(candidate)
  }
  const strong = tiers.slice(Tier.wordStart).reverse().flat()
  return strong.length ? strong : tiers[Tier.insideWord]
}
