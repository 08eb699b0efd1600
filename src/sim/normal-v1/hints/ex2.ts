/**
 * What EX Sandstorm tells the computer player about its Trainers and Poké-Powers (the contract:
 * src/engine/ai-hints.ts; docs/ai.md "Card hints"). Loaded with the set (`aiHints` in index.ts); cards without a
 * hint get the AI's defaults.
 */
import type { CardHints, EnergyType, HintBoard } from '../../../engine'

/** Cards a player keeps or fetches first: evolving and searching. */
const KEY = 65

/**
 * Lunar / Solar Eclipse (a type for the turn) pays only when `self` is the Active Pokémon and the new type hits the
 * Defending Pokémon's Weakness, or gets past a Resistance to its own type; otherwise the type change is kept.
 */
const eclipse =
  (self: string, type: EnergyType) =>
  (b: HintBoard): number => {
    const mine = b.pokemonOf(b.active)
    const theirs = b.pokemonOf(b.oppActive)
    if (mine?.name !== self || !theirs) return -10
    const hits = (ts: readonly EnergyType[], mods: readonly { type: EnergyType }[] | undefined) =>
      (mods ?? []).some((m) => ts.includes(m.type))
    const weakNow = hits(mine.types, theirs.weakness)
    const better =
      (hits([type], theirs.weakness) && !weakNow) ||
      (hits(mine.types, theirs.resistance) && !hits([type], theirs.resistance))
    return better ? 150 : -10
  }

export const AI_HINTS: CardHints = {
  Lunatone: { abilities: { 'Lunar Eclipse': { score: eclipse('Lunatone', 'darkness') } } },
  Solrock: { abilities: { 'Solar Eclipse': { score: eclipse('Solrock', 'fire') } } },
  'Double Full Heal': { play: { kind: 'cure' } },
  // Fetching Basic Pokémon is worth it while the Bench has room and the deck can spare them.
  "Lanette's Net Search": { play: { kind: 'draw', score: 300, deckAbove: 6 }, value: KEY },
  // Evolving (straight to Stage 2, or Stage 1) is worth almost any turn; only offered when a pair exists.
  'Rare Candy': { play: 650, value: KEY },
  // Only offered when the Active Pokémon may evolve: an evolution from the deck for the Supporter of the turn.
  "Wally's Training": { play: 500, value: KEY },
  // Healing Wind: 1 damage counter off the Active Pokémon; only offered when it has one, and free, so always worth it.
  Xatu: { abilities: { 'Healing Wind': { score: 60 } } },
  // Chaos Flash: a free coin for Confusion, but heads would only swap an Asleep or Paralyzed Defending Pokémon's
  // condition for Confusion (or confuse a Confused one again), so it waits for one without such a condition.
  Golduck: { abilities: { 'Chaos Flash': { score: (b) => (b.oppActive?.conditions.rotation ? -10 : 90) } } },
}
