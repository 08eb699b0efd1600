/**
 * Random legal decks from any cards: for the fuzzer and the arena ("the computer plays any legal deck") and for a
 * deck builder's "surprise me". A deck is a few evolution lines (a Basic Pokémon or a Fossil and what evolves from
 * it), a few odd Pokémon, Trainers, maybe Special Energy, then basic Energy of the types its attacks ask for, 60
 * cards in all and legal under the rule set by construction (checked with the engine's deckProblems before it is
 * returned).
 */
import {
  countingName,
  deckProblems,
  isBasicEnergy,
  makeCardDb,
  nextInt,
  ruleSet,
  type CardDef,
  type EnergyType,
  type RngState,
  type RuleSetId,
} from '../engine'
import { SETS, type CardSet } from '../cards/sets'
import { typeOfBasicEnergy } from './energy-names'
import { copyLimit } from './validate'

/**
 * The cards a random deck of `set` may draw from: the set's own cards and the basic Energy of the Energy sets (the
 * Energy its prebuilt decks play). With no set: every card given.
 */
export function randomDeckPool(cards: readonly CardDef[], set?: CardSet): CardDef[] {
  if (!set) return [...cards]
  const energySets = new Set(SETS.filter((s) => s.kind === 'energy').map((s) => s.id))
  return cards.filter((d) => d.set === set.id || (isBasicEnergy(d) && energySets.has(d.set ?? '')))
}

const pick = <T>(rng: RngState, xs: readonly T[]): T | undefined =>
  xs.length === 0 ? undefined : xs[nextInt(rng, xs.length)]

/** A deck being built: what the deck rules still allow of each card. */
class DeckDraft {
  readonly ids: string[] = []
  private names = new Map<string, number>()
  private aceSpecs = 0
  private radiants = 0
  private unionSets = new Map<string, string>()

  constructor(
    private readonly rules: RuleSetId,
    readonly size: number,
  ) {}

  /** How many more copies of `def` the deck rules allow. */
  room(def: CardDef): number {
    const r = ruleSet(this.rules).deck
    let n = this.size - this.ids.length
    if (isBasicEnergy(def)) return n
    n = Math.min(n, copyLimit(def, this.rules) - (this.names.get(countingName(def.name)) ?? 0))
    if (r.aceSpecLimit && def.aceSpec) n = Math.min(n, 1 - this.aceSpecs)
    if (r.radiantLimit && def.kind === 'pokemon' && def.ruleBox === 'Radiant') n = Math.min(n, 1 - this.radiants)
    if (def.kind === 'pokemon' && def.stage === 'vunion') {
      const set = this.unionSets.get(def.name)
      if (set !== undefined && set !== def.set) n = 0
    }
    return Math.max(0, n)
  }

  /** Add up to `n` copies (as many as the rules allow); returns how many were added. */
  add(def: CardDef, n: number): number {
    const k = Math.min(n, this.room(def))
    for (let i = 0; i < k; i++) this.ids.push(def.id)
    if (k > 0 && !isBasicEnergy(def)) {
      const name = countingName(def.name)
      this.names.set(name, (this.names.get(name) ?? 0) + k)
      if (def.aceSpec) this.aceSpecs += k
      if (def.kind === 'pokemon' && def.ruleBox === 'Radiant') this.radiants += k
      if (def.kind === 'pokemon' && def.stage === 'vunion' && def.set !== undefined)
        this.unionSets.set(def.name, def.set)
    }
    return k
  }
}

const isBasicPokemon = (d: CardDef): boolean => d.kind === 'pokemon' && d.stage === 'basic'
/** A card a line of evolutions starts from: a Basic Pokémon, or a Trainer played as one (a Fossil). */
const isRoot = (d: CardDef): boolean => isBasicPokemon(d) || (d.kind === 'trainer' && d.playAsPokemon !== undefined)

/**
 * A random deck of `pool`'s cards, legal under `rules` (default modern, whose limits are the strictest: such a deck
 * is legal under every rule set). Deterministic in `rng`. Throws when the pool cannot make a legal deck (no Basic
 * Pokémon, or too few cards to reach 60 without basic Energy).
 */
export function randomLegalDeck(pool: readonly CardDef[], rng: RngState, rules: RuleSetId = 'modern'): string[] {
  const size = ruleSet(rules).deck.size
  const deck = new DeckDraft(rules, size)
  const basics = pool.filter(isBasicPokemon)
  if (basics.length === 0) throw new Error('A random deck needs a Basic Pokémon among its cards')
  const roots = pool.filter(isRoot)
  const evolvers = new Map<string, CardDef[]>()
  for (const d of pool)
    if (d.kind === 'pokemon' && d.evolvesFrom) evolvers.set(d.evolvesFrom, [...(evolvers.get(d.evolvesFrom) ?? []), d])
  const energy = pool.filter(isBasicEnergy)
  // Energy is 8 to 22 cards; the rest is built first.
  const energyTarget = energy.length > 0 ? 8 + nextInt(rng, 15) : 0
  const body = size - energyTarget

  // 1 to 3 lines (the first from a Basic Pokémon, so the deck has one), each stage 1 to 4 copies.
  const lines = 1 + nextInt(rng, 3)
  for (let i = 0; i < lines && deck.ids.length < body; i++) {
    let at = pick(rng, i === 0 ? basics : roots)!
    deck.add(at, Math.min(body - deck.ids.length, 2 + nextInt(rng, 3)))
    for (let stage = 0; stage < 3; stage++) {
      const next = pick(rng, evolvers.get(at.name) ?? [])
      if (!next || deck.ids.length >= body) break
      deck.add(next, Math.min(body - deck.ids.length, 1 + nextInt(rng, 3)))
      at = next
    }
  }
  // A few odd Pokémon, which may be evolutions without their line: legal, if not much use.
  const pokemon = pool.filter((d) => d.kind === 'pokemon')
  for (let i = nextInt(rng, 4); i > 0 && deck.ids.length < body; i--) deck.add(pick(rng, pokemon)!, 1)
  // Trainers: up to 10 to 30 cards of them, 1 to 4 copies each.
  const trainers = pool.filter((d) => d.kind === 'trainer')
  const trainerEnd = Math.min(body, deck.ids.length + 10 + nextInt(rng, 21))
  for (let tries = 0; tries < 200 && deck.ids.length < trainerEnd && trainers.length > 0; tries++)
    deck.add(pick(rng, trainers)!, Math.min(trainerEnd - deck.ids.length, 1 + nextInt(rng, 4)))
  // Special Energy now and then.
  const special = pool.filter((d) => d.kind === 'energy' && !d.basic)
  for (let i = nextInt(rng, 3); i > 0 && deck.ids.length < body && special.length > 0; i--)
    deck.add(pick(rng, special)!, 1 + nextInt(rng, 2))

  // Basic Energy of the types the deck's attacks cost (any basic Energy when none of those is in the pool).
  const wanted = new Set<EnergyType>()
  for (const id of deck.ids) {
    const d = pool.find((c) => c.id === id)!
    if (d.kind === 'pokemon') for (const a of d.attacks) for (const t of a.cost) if (t !== 'colorless') wanted.add(t)
  }
  const fitting = energy.filter((d) => wanted.has(typeOfBasicEnergy(d)!))
  const fill = fitting.length > 0 ? fitting : energy
  const types = [...new Set(fill.map((d) => typeOfBasicEnergy(d)!))]
  for (let i = 0; deck.ids.length < size && fill.length > 0; i++) {
    const type = types[i % types.length]!
    deck.add(
      pick(
        rng,
        fill.filter((d) => typeOfBasicEnergy(d) === type),
      )!,
      1,
    )
  }
  // Without basic Energy: more of anything the rules still allow.
  for (let tries = 0; tries < 1000 && deck.ids.length < size; tries++) deck.add(pick(rng, pool)!, 1)

  const problems = deckProblems(makeCardDb(pool), deck.ids, rules)
  if (problems.length > 0) throw new Error(`Generated an illegal deck: ${problems.map((p) => p.message).join(' ')}`)
  return deck.ids
}
