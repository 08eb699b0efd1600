/**
 * What Crown Zenith tells the computer player about its Trainers, Tools, Abilities and VSTAR Powers (the contract:
 * src/engine/ai-hints.ts; docs/ai.md "Card hints"). Loaded with the set (`aiHints` in index.ts); cards without a
 * hint get the AI's defaults.
 */
import type { CardHints, HintBoard } from '../../../engine'
import { isPokemonV } from '../../../engine'

const handSize = (b: HintBoard) => b.me.hand?.length ?? 0

/**
 * A gust worth a VSTAR Power (spent once a game): the Active can attack but not Knock Out the Defending Pokémon, and
 * can Knock Out a Benched one worth 2 or more Prize cards, or one whose Prize cards win the game.
 */
const gustWorthAVstarPower = (b: HintBoard): boolean =>
  b.activeCanAttack() &&
  !b.activeCanKO() &&
  b.opp.bench.some((x) => b.canKnockOut(b.active, x) && (b.prizesFor(x) >= 2 || b.prizesFor(x) >= b.me.prizeCount))

/**
 * Star Order pays (1 more Prize card) when the Active is a Basic Pokémon V whose attack Knocks Out the opponent's
 * Active VSTAR or VMAX this turn.
 */
const starOrderPays = (b: HintBoard): boolean => {
  const mine = b.pokemonOf(b.active)
  const box = b.pokemonOf(b.oppActive)?.ruleBox
  return !!mine && mine.stage === 'basic' && isPokemonV(mine) && (box === 'VSTAR' || box === 'VMAX') && b.activeCanKO()
}

export const AI_HINTS: CardHints = {
  // The default would spend the VSTAR Power at the first chance; keep it for a Knock Out that matters.
  'Leafeon VSTAR': { abilities: { 'Ivy Star': { score: (b) => (gustWorthAVstarPower(b) ? 480 : -100) } } },
  // Star Guardian is only offered when the opponent has 1 Prize card left: removing a Benched Pokémon then is worth it.
  'Regigigas VSTAR': { abilities: { 'Star Guardian': { score: 150 } } },
  // Trainers 123 … 131 (Bede, Energy Retrieval, Energy Search and Energy Switch reprint swsh1 cards with no hint).
  // Bea mills 5 cards: only worth it with a Benched Fighting Pokémon to get the Energy and a deck to spare.
  Bea: {
    play: (b) =>
      b.me.bench.some((s) => b.pokemonOf(s)?.types.includes('fighting')) && b.me.deckCount > 10 ? 120 : -30,
  },
  'Crushing Hammer': { play: { kind: 'energy-removal' }, value: 50 },
  'Digging Duo': { play: { kind: 'draw', score: 100, deckAbove: 3 } },
  'Friends in Hisui': { play: { kind: 'draw', score: 250, deckAbove: 6, smallHand: 80 } },
  'Friends in Sinnoh': { play: { kind: 'draw', score: 250, deckAbove: 6, smallHand: 80 } },
  // Trainers 132 … 151. The reprints of Sword & Shield Trainers carry the same hints as there (swsh1/ai-hints.ts).
  'Great Ball': { play: { kind: 'draw', score: 120, deckAbove: 7 } },
  Hop: { play: { kind: 'draw', score: 250, deckAbove: 6, smallHand: 80 } },
  'Pokémon Catcher': { play: { kind: 'gust' }, value: 50 },
  Potion: { play: { kind: 'heal', minDamage: 30, score: 150, activeBonus: 40 } },
  'Rare Candy': { play: 650, value: 65 },
  Switch: { play: { kind: 'switch' }, value: 45 },
  Leon: { play: { kind: 'damage-boost', amount: 30 } },
  // Worth a card only against the opponent's Tool or Stadium (the default would throw away one of our own).
  'Lost Vacuum': {
    play: (b) =>
      [b.oppActive, ...b.opp.bench].some((s) => (s?.tools.length ?? 0) > 0) ||
      (!!b.view.stadium && b.view.stadium.owner !== b.me.seat)
        ? 70
        : -20,
  },
  Raihan: { play: { kind: 'draw', score: 200, deckAbove: 2 } },
  // Star Order is the player's one VSTAR Power: only for the Knock Out it adds a Prize card to.
  'Sky Seal Stone': { abilities: { 'Star Order': { score: (b) => (starOrderPays(b) ? 480 : -100) } } },
  'Trekking Shoes': { play: { kind: 'draw', score: 100, deckAbove: 3 } },
  // Two cards for one Pokémon: only from a hand that can spare them.
  'Ultra Ball': { play: (b) => (handSize(b) >= 5 && b.me.deckCount > 3 ? 80 : -20) },
  // Discarding one's own Pokémon V is only worth it to deny the opponent a Knock Out of a badly damaged one.
  Volo: {
    play: (b) =>
      b.me.bench.some((s) => {
        const pk = b.pokemonOf(s)
        return !!pk && isPokemonV(pk) && b.hpLeft(s) <= 30
      })
        ? 50
        : -40,
  },
  // Regal Stance ends the turn: only when the Active Pokémon can't attack anyway and the hand is poor.
  'Zamazenta V': {
    abilities: {
      'Regal Stance': { score: (b) => (b.activeCanAttack() || (b.me.hand?.length ?? 0) > 3 ? -100 : 5) },
    },
  },
  // Azure Pulse trades the hand for 3 cards: only a small hand is worth it.
  'Rayquaza VMAX': {
    abilities: { 'Azure Pulse': { score: (b) => ((b.me.hand?.length ?? 0) <= 2 && b.me.deckCount > 6 ? 70 : -40) } },
  },
  // Shield Star is the player's one VSTAR Power: keep it for a turn when the opponent's Active threatens ours.
  'Zamazenta VSTAR': { abilities: { 'Shield Star': { score: (b) => (b.threatened(b.active) ? 150 : -50) } } },
  // Instant Charge ends the turn: only when the Active Pokémon can't attack anyway and the hand is short.
  'Rotom V': {
    abilities: {
      'Instant Charge': { score: (b) => (b.activeCanAttack() || (b.me.hand?.length ?? 0) > 3 ? -100 : 10) },
    },
  },
  // Conversion Star is the player's one VSTAR Power: only to refresh a hand of 5 or more that can't attack.
  'Rotom VSTAR': {
    abilities: {
      'Conversion Star': { score: (b) => (!b.activeCanAttack() && (b.me.hand?.length ?? 0) >= 5 ? 40 : -60) },
    },
  },
}
