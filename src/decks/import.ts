/**
 * Deck list import: a pasted list (parse.ts reads the formats) resolved against our card definitions by
 * (name, set code, number), then (name, set code), then name; basic Energy of any printing maps to our basic Energy
 * of its type. Every line that resolves nothing (or not all its copies) is listed with its reason, and every card
 * that resolves is kept.
 *
 * Sets load lazily, so resolving needs their cards: `importDeckList` loads every set (a name may be in any of them)
 * and is async; `resolveDeckList` is the same on definitions the caller already holds (tests, a loaded database).
 */
import { countingName, type CardDef, type EnergyType, type RuleSetId } from '../engine'
import { loadCards } from '../cards/registry'
import { SETS, SETS_NEWEST_FIRST } from '../cards/sets'
import { entriesOf, MAX_LIST_CARDS, type DeckEntry } from './entries'
import { basicEnergyType, typeOfBasicEnergy } from './energy-names'
import { normalizeName, parseDeckList, type ParsedLine } from './parse'
import { KNOWN_SET_CODES, ourSetByCode, setNameByCode } from './set-codes'
import { copyLimit } from './validate'
import { ruleSet } from '../engine'

/**
 * How a line found its card: `exact` (name, set and number), `set` (name and set, another number), `name` (the name
 * only: another printing, maybe another set), `energy` (a basic Energy of that type, from another printing).
 */
export type ImportMatch = 'exact' | 'set' | 'name' | 'energy'

/** A line that resolved: its card and how many copies were taken. */
export interface ImportedLine {
  line: number
  text: string
  cardId: string
  count: number
  match: ImportMatch
}

/**
 * Why a line did not resolve (or not all of its copies): `unknown-card` (no card of that name), `missing-set` (a set
 * Coinflip does not have yet; `setName` says which when the code is a real one), `count` (a count that breaks a
 * rule: 0, more than a deck holds, or over the copy limit — `count` copies left out), `malformed` (not a card line),
 * `total` (a heading or total line that does not match the lines under it: a list cut short).
 */
export type ImportReason = 'unknown-card' | 'missing-set' | 'count' | 'malformed' | 'total'

export interface ImportProblem {
  line: number
  text: string
  reason: ImportReason
  /** A sentence for the player. */
  message: string
  /** Copies of the line left out. */
  count?: number
  /** The card name the line gives. */
  name?: string
  setCode?: string
  /** The set's English name, when the code is a real one. */
  setName?: string
  /** For `count`: the card the kept copies resolved to. */
  cardId?: string
}

export interface DeckImport {
  /** The resolved deck: card ids with counts, in list order (one entry per card). */
  entries: DeckEntry[]
  /** Every line that resolved, in list order. */
  lines: ImportedLine[]
  /** Every line (or part of one) that did not, in list order. */
  problems: ImportProblem[]
}

export interface ImportOptions {
  /** The rule set the deck is for: its copy limits (default modern). */
  rules?: RuleSetId
}

/** Import a pasted deck list, loading every card set first (their chunks are fetched once). */
export async function importDeckList(text: string, options: ImportOptions = {}): Promise<DeckImport> {
  return resolveDeckList(text, await loadCards(), options)
}

const normNumber = (n: string): string => n.toLowerCase().replace(/(^|[a-z])0+(?=\d)/g, '$1')

/** Card definitions indexed for resolving lines. */
class CardIndex {
  readonly byName = new Map<string, CardDef[]>()
  readonly energy = new Map<EnergyType, CardDef[]>()
  constructor(cards: readonly CardDef[]) {
    const order = new Map(SETS_NEWEST_FIRST.map((s, i) => [s.id, i]))
    // Newest set first, so a name found in several sets resolves to the newest print unless the deck says otherwise.
    const sorted = [...cards].sort(
      (a, b) => (order.get(a.set ?? '') ?? Infinity) - (order.get(b.set ?? '') ?? Infinity),
    )
    for (const d of sorted) {
      const type = typeOfBasicEnergy(d)
      if (type) this.energy.set(type, [...(this.energy.get(type) ?? []), d])
      else {
        const n = normalizeName(d.name)
        this.byName.set(n, [...(this.byName.get(n) ?? []), d])
      }
    }
  }
}

type CardLine = Extract<ParsedLine, { kind: 'card' }>
type Found = { def: CardDef; match: ImportMatch } | { problem: Omit<ImportProblem, 'line' | 'text'> }

/** Resolve a pasted deck list against card definitions the caller holds (every set's, or those that matter). */
export function resolveDeckList(text: string, cards: readonly CardDef[], options: ImportOptions = {}): DeckImport {
  const rules = options.rules ?? 'modern'
  const deckSize = ruleSet(rules).deck.size
  const index = new CardIndex(cards)
  const parsed = parseDeckList(text)
  const cardLines = parsed.filter((p): p is CardLine => p.kind === 'card')
  const home = homeSet(cardLines, index)

  const lines: ImportedLine[] = []
  const problems: ImportProblem[] = []
  const byName = new Map<string, number>()
  let taken = 0
  for (const p of parsed) {
    if (p.kind === 'malformed')
      problems.push({
        line: p.line,
        text: p.text,
        reason: 'malformed',
        message: `Not a card line (${p.reason}): a card line is "count name set number", like "4 Pikachu MEW 25".`,
      })
    if (p.kind !== 'card') continue
    const at = { line: p.line, text: p.text }
    if (p.count < 1 || p.count > deckSize) {
      problems.push({
        ...at,
        reason: 'count',
        name: p.name,
        count: p.count,
        message:
          p.count < 1
            ? `A count of ${p.count} adds no card.`
            : `${p.count} copies are more than a deck holds (${deckSize} cards).`,
      })
      continue
    }
    const found = resolveLine(p, index, home)
    if ('problem' in found) {
      problems.push({ ...at, ...found.problem })
      continue
    }
    const { def, match } = found
    let keep = p.count
    if (!typeOfBasicEnergy(def)) {
      const name = countingName(def.name)
      const limit = copyLimit(def, rules)
      const before = byName.get(name) ?? 0
      keep = Math.max(0, Math.min(p.count, limit - before))
      byName.set(name, before + keep)
      if (keep < p.count)
        problems.push({
          ...at,
          reason: 'count',
          name: def.name,
          cardId: def.id,
          count: p.count - keep,
          message: `At most ${limit} card${limit > 1 ? 's' : ''} named "${name}" may be in a deck: ${p.count - keep} left out.`,
        })
    }
    const room = MAX_LIST_CARDS - taken
    if (keep > room) {
      problems.push({
        ...at,
        reason: 'count',
        name: def.name,
        cardId: def.id,
        count: keep - room,
        message: `A deck list holds at most ${MAX_LIST_CARDS} cards: ${keep - room} left out.`,
      })
      keep = room
    }
    taken += keep
    if (keep > 0) lines.push({ ...at, cardId: def.id, count: keep, match })
  }
  problems.push(...totals(parsed))
  problems.sort((a, b) => a.line - b.line)
  const entries = entriesOf(lines.flatMap((l) => Array.from({ length: l.count }, () => l.cardId)))
  return { entries, lines, problems }
}

/**
 * The set most of the list's resolvable lines name (by their code): a line that names no set, or one we do not
 * have, takes its print from there when that set has the card (a Base Set list's "Fire Energy").
 */
function homeSet(cardLines: readonly CardLine[], index: CardIndex): string | undefined {
  const votes = new Map<string, number>()
  for (const p of cardLines) {
    const set = p.code ? ourSetByCode(p.code) : undefined
    if (!set) continue
    const has = index.byName.get(normalizeName(p.name))?.some((d) => d.set === set.id)
    if (has) votes.set(set.id, (votes.get(set.id) ?? 0) + Math.max(0, p.count))
  }
  let best: string | undefined
  for (const [id, n] of votes) if (best === undefined || n > votes.get(best)!) best = id
  return best
}

function resolveLine(p: CardLine, index: CardIndex, home: string | undefined): Found {
  const set = p.code ? ourSetByCode(p.code) : undefined
  const number = p.number !== undefined ? normNumber(p.number) : undefined
  const same = (d: CardDef) => d.set === set?.id
  const sameNumber = (d: CardDef) => same(d) && d.number !== undefined && normNumber(d.number) === number
  const preferred = (ds: readonly CardDef[]) => ds.find((d) => d.set === home) ?? ds[0]!

  const named = index.byName.get(normalizeName(p.name)) ?? []
  const type = basicEnergyType(p.name)
  if (type) {
    const prints = index.energy.get(type) ?? []
    // A special Energy card named like a basic one (EX Ruby & Sapphire's "Darkness Energy", RS 93) is itself when
    // the line names its set: only the name alone, or another set's print, is basic Energy.
    const exact = prints.find(sameNumber) ?? named.find(sameNumber)
    if (exact) return { def: exact, match: 'exact' }
    const inSet = prints.find(same) ?? named.find(same)
    if (inSet) return { def: inSet, match: 'set' }
    // Any other printing: the list's own set if it has one, else an Energy set's (basic Energy played everywhere).
    const energySets = SETS.filter((s) => s.kind === 'energy').map((s) => s.id)
    const mapped =
      prints.find((d) => d.set === home) ?? prints.find((d) => energySets.includes(d.set ?? '')) ?? prints[0]
    if (mapped) return { def: mapped, match: 'energy' }
    return {
      problem: {
        reason: 'unknown-card',
        name: p.name,
        message: `Coinflip has no basic ${type[0]!.toUpperCase()}${type.slice(1)} Energy yet.`,
      },
    }
  }

  // "Charizard EX 6", "Arceus VSTAR 123": what looked like a set code no set has is the end of the name.
  if (p.code && !setNameByCode(p.code)) {
    const whole = index.byName.get(normalizeName(`${p.name} ${p.code}`)) ?? []
    if (whole.length > 0) return { def: preferred(whole), match: 'name' }
  }
  const exact = named.find(sameNumber)
  if (exact) return { def: exact, match: 'exact' }
  const inSet = named.find(same)
  if (inSet) return { def: inSet, match: 'set' }
  if (named.length > 0) return { def: preferred(named), match: 'name' }
  return { problem: notFound(p) }
}

function notFound(p: CardLine): Omit<ImportProblem, 'line' | 'text'> {
  const base = { name: p.name, ...(p.code ? { setCode: p.code } : {}) }
  const ours = p.code ? ourSetByCode(p.code) : undefined
  const setName = p.code ? KNOWN_SET_CODES[p.code.toUpperCase()] : undefined
  if (p.code && !ours && setName)
    return {
      ...base,
      reason: 'missing-set',
      setName,
      message: `"${p.name}" is from ${setName} (${p.code}), a set Coinflip does not have yet.`,
    }
  if (ours)
    return {
      ...base,
      reason: 'unknown-card',
      setName: ours.name,
      message: `No card named "${p.name}" in ${ours.name} (${p.code}) or any other set Coinflip has.`,
    }
  return {
    ...base,
    reason: p.code ? 'missing-set' : 'unknown-card',
    message: p.code
      ? `"${p.name}" is from a set (${p.code}) Coinflip does not have.`
      : `Coinflip has no card named "${p.name}".`,
  }
}

/** Headings and the total that disagree with the lines under them (a list cut short when it was copied). */
function totals(parsed: readonly ParsedLine[]): ImportProblem[] {
  const problems: ImportProblem[] = []
  let heading: Extract<ParsedLine, { kind: 'section' }> | undefined
  let inSection = 0
  let all = 0
  const closeSection = () => {
    if (heading?.count !== undefined && heading.count !== inSection)
      problems.push({
        line: heading.line,
        text: heading.text,
        reason: 'total',
        message: `The heading says ${heading.count} cards but its lines add up to ${inSection}.`,
      })
  }
  for (const p of parsed) {
    if (p.kind === 'section') {
      closeSection()
      heading = p
      inSection = 0
    } else if (p.kind === 'card') {
      inSection += Math.max(0, p.count)
      all += Math.max(0, p.count)
    } else if (p.kind === 'total') {
      closeSection()
      heading = undefined
      if (p.count !== all)
        problems.push({
          line: p.line,
          text: p.text,
          reason: 'total',
          message: `The list says ${p.count} cards in total but its lines add up to ${all}.`,
        })
    }
  }
  closeSection()
  return problems
}
