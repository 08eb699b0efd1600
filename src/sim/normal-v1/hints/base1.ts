/**
 * What the Base Set tells the computer player about its cards (the contract: src/engine/ai-hints.ts; docs/ai.md
 * "Card hints"). Loaded with the set (`aiHints` in index.ts); cards without a hint get the AI's defaults.
 */
import type { CardHint, CardHints, HintBoard } from '../../../engine'

/** Cards in hand besides the one being played. */
const others = (b: HintBoard) => (b.me.hand?.length ?? 1) - 1
const inDiscard = (b: HintBoard, kind: 'trainer' | 'energy') => b.me.discard.filter((x) => b.def(x.def)?.kind === kind)
const energyInPlay = (b: HintBoard) =>
  (b.active ? [b.active, ...b.me.bench] : b.me.bench).reduce((n, s) => n + s.energy.length, 0)

/** Cards a player keeps or fetches first: draw, the Knock Out makers and Energy denial. */
const KEY = 65
/** Cards worth having: switching, healing, bringing a Pokémon back. */
const USEFUL = 45
/** Trainers whose effect the AI does not plan with: never played for their own sake. */
const UNPLANNED: CardHint = { play: -30 }

export const AI_HINTS: CardHints = {
  Bill: { play: { kind: 'draw', score: 400, deckAbove: 6 }, value: KEY },
  // Discards the hand for 7 new cards: only when little is lost and the deck can take it.
  'Professor Oak': {
    play: (b) => (b.me.deckCount < 15 ? -50 : others(b) <= 2 ? 300 : others(b) <= 3 ? 60 : -40),
    value: KEY,
  },
  'Impostor Professor Oak': { play: (b) => (b.opp.handCount >= 7 ? 100 : -50) },
  'Computer Search': { play: (b) => (others(b) >= 3 && b.me.deckCount > 5 ? 150 : -20), value: KEY },
  'Item Finder': { play: (b) => (others(b) >= 3 && inDiscard(b, 'trainer').length > 0 ? 60 : -20) },
  'Energy Retrieval': { play: (b) => (others(b) >= 2 && inDiscard(b, 'energy').length >= 2 ? 120 : -20) },
  // Evolving straight to Stage 2 is worth almost any turn.
  'Pokémon Breeder': { play: 650, value: KEY },
  'Energy Removal': { play: { kind: 'energy-removal' }, value: KEY },
  'Super Energy Removal': {
    play: (b) => (b.oppActive && b.oppActive.energy.length >= 2 && energyInPlay(b) >= 2 ? 220 : -20),
    value: KEY,
  },
  PlusPower: { play: { kind: 'damage-boost', amount: 10 }, value: KEY },
  Defender: { play: { kind: 'protect' }, value: USEFUL },
  Potion: { play: { kind: 'heal', minDamage: 20, score: 180, activeBonus: 40 }, value: USEFUL },
  // Heals 40 for an Energy: only on a Pokémon with one or two to give.
  'Super Potion': {
    play: (b) => {
      const worst = b.mostDamaged()
      return worst && worst.damage >= 40 && worst.energy.length > 0 && worst.energy.length <= 2 ? 170 : -10
    },
    value: USEFUL,
  },
  'Full Heal': { play: { kind: 'cure' } },
  Switch: { play: { kind: 'switch' }, value: USEFUL },
  'Gust of Wind': { play: { kind: 'gust' }, value: KEY },
  Revive: { play: (b) => (b.inPlay <= 2 ? 200 : 40), value: USEFUL },
  Pokédex: UNPLANNED,
  Lass: UNPLANNED,
  Maintenance: UNPLANNED,
  'Pokémon Trader': UNPLANNED,
  'Pokémon Center': UNPLANNED,
  'Pokémon Flute': UNPLANNED,
  'Devolution Spray': UNPLANNED,
  'Scoop Up': UNPLANNED,
  // Pokémon Powers: those that only move damage or Energy around are never worth a turn's action; Rain Dance is
  // worth repeating.
  Alakazam: { abilities: { 'Damage Swap': { uses: 0 } } },
  Venusaur: { abilities: { 'Energy Trans': { uses: 0 } } },
  Blastoise: { abilities: { 'Rain Dance': { uses: 4 } } },
}
