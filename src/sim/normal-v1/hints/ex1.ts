/**
 * What EX Ruby & Sapphire tells the computer player about its Trainers and Poké-Powers (the contract:
 * src/engine/ai-hints.ts; docs/ai.md "Card hints"). Loaded with the set (`aiHints` in index.ts); cards without a
 * hint get the AI's defaults. The AI gets the hints of a game's sets only, so the reprints (Switch …) have theirs here.
 */
import type { CardHints, HintBoard } from '../../../engine'

/** Cards in hand besides the one being played. */
const others = (b: HintBoard) => (b.me.hand?.length ?? 1) - 1

/** Cards a player keeps or fetches first: draw and Energy denial. */
const KEY = 65
/** Cards worth having: switching, healing, searching. */
const USEFUL = 45

export const AI_HINTS: CardHints = {
  // A coin decides: worth a little less than a sure Energy Removal, still worth trying.
  'Energy Removal 2': { play: { kind: 'energy-removal' }, value: KEY },
  'Energy Restore': { play: (b) => (others(b) <= 3 ? 110 : -20), value: USEFUL },
  'Energy Switch': { play: -30 },
  // Three Energy cards of different types: for a hand short of Energy, as the turn's Supporter.
  'Lady Outing': { play: (b) => (others(b) <= 4 && b.me.deckCount > 10 ? 180 : -20) },
  'Poké Ball': { play: (b) => (b.me.deckCount > 5 && b.inPlay <= 4 ? 120 : -20), value: USEFUL },
  // The opponent picks what comes in: rarely what we want, so never played for its own sake.
  'Pokémon Reversal': { play: -30 },
  PokéNav: { play: (b) => (b.me.deckCount > 5 ? 100 : -20), value: USEFUL },
  'Professor Birch': { play: { kind: 'draw', score: 380, deckAbove: 6, smallHand: 80 }, value: KEY },
  'Energy Search': { play: (b) => (others(b) <= 4 && b.me.deckCount > 5 ? 90 : -20), value: USEFUL },
  Potion: { play: { kind: 'heal', minDamage: 20, score: 180, activeBonus: 40 }, value: USEFUL },
  Switch: { play: { kind: 'switch' }, value: USEFUL },
  // Psy Shadow: an Energy card for a Pokémon that still needs one is worth the 2 damage counters it costs.
  Gardevoir: {
    abilities: {
      'Psy Shadow': {
        score: (b) =>
          b.me.deckCount > 3 && [b.me.active, ...b.me.bench].some((s) => s && b.readiness(s) > 0) ? 90 : -20,
      },
    },
  },
  // Energy Draw: an Energy card for up to 3 cards, once the turn's attachment is made or with a spare Energy card.
  Delcatty: {
    abilities: {
      'Energy Draw': {
        score: (b) =>
          b.me.deckCount > 8 &&
          (b.me.turn.energyAttached || b.handDefs().filter((d) => d.kind === 'energy').length >= 2)
            ? 100
            : -20,
      },
    },
  },
  // Energy Trans only moves Energy around: the AI does not judge that (as Base Set Venusaur's).
  Sceptile: { abilities: { 'Energy Trans': { uses: 0 } } },
  // Drive Off: the opponent picks their new Active, so it only pays when it strands Energy their Active built up.
  Swellow: { abilities: { 'Drive Off': { score: (b) => ((b.oppActive?.energy.length ?? 0) >= 2 ? 120 : -50) } } },
}
