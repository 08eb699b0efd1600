/**
 * What Scarlet & Violet—151 tells the computer player about its Trainers, Tools and Abilities (the contract:
 * src/engine/ai-hints.ts; docs/ai.md "Card hints"). Loaded with the set (`aiHints` in index.ts); cards without a
 * hint get the AI's defaults.
 */
import type { CardHints, HintBoard } from '../../../engine'

const handSize = (b: HintBoard) => b.me.hand?.length ?? 0
const basicEnergy = (b: HintBoard, id: string) => {
  const d = b.def(id)
  return d?.kind === 'energy' && d.basic
}

export const AI_HINTS: CardHints = {
  // Pokémon from the top 8: best while lines are unfinished.
  "Bill's Transfer": { play: { kind: 'draw', score: 260, deckAbove: 8, smallHand: 60 } },
  "Daisy's Help": { play: { kind: 'draw', score: 240, deckAbove: 4, smallHand: 80 } },
  // An Energy from their Active back to their hand, then one from ours onto our Active: worth it while theirs holds
  // Energy and we have one to attach.
  "Giovanni's Charisma": {
    play: (b) =>
      (b.oppActive?.energy.length ?? 0) > 0 && b.handDefs().some((d) => d.kind === 'energy') && b.active ? 330 : -20,
  },
  // Pulls a Basic from their hand into the Active Spot: worth it when we can hit whatever comes.
  "Erika's Invitation": {
    play: (b) =>
      !b.activeCanAttack() || b.activeCanKO() || b.opp.handCount === 0 || b.opp.bench.length >= 5 ? -20 : 180,
  },
  // A basic Energy from the discard pile to a Benched Pokémon.
  'Energy Sticker': {
    play: (b) => (b.me.discard.some((x) => basicEnergy(b, x.def)) && b.me.bench.length > 0 ? 150 : -20),
  },
  Grabber: { play: (b) => (b.opp.handCount >= 2 ? 110 : -20) },
  Switch: { play: { kind: 'switch' }, value: 45 },
  'Cycling Road': {
    play: (b) => (!b.view.stadium || b.view.stadium.owner !== b.me.seat ? 90 : -20),
    // A basic Energy for a card: worth it when the hand holds more Energy than this turn's attachment needs.
    stadiumAction: (b) =>
      b.handDefs().filter((d) => d.kind === 'energy' && d.basic).length >= 2 && b.me.deckCount > 5 ? 70 : -10,
  },
  'Rigid Band': { tool: { fits: { stage: 'stage1' }, score: 180, activeBonus: 40 } },
  'Big Air Balloon': { tool: { fits: { stage: 'stage2' }, score: 170, activeBonus: 60 } },
  'Protective Goggles': { tool: { fits: { stage: 'basic', weakness: true }, score: 140, activeBonus: 50 } },
  Leftovers: { tool: { score: 30, activeBonus: 120 } },
  'Venusaur ex': {
    abilities: {
      'Tranquil Flower': {
        score: (b) => ([b.active, ...b.me.bench].some((s) => s && s.damage >= 30) ? 120 : -10),
      },
    },
  },
  Dodrio: {
    abilities: {
      // Trades 10 HP for a card: only while it stays well out of Knock Out range and the hand is short.
      'Zooming Draw': { score: (b, slot) => (slot && b.hpLeft(slot) > 40 && handSize(b) <= 5 ? 80 : -10) },
    },
  },
  Starmie: {
    abilities: {
      // Two damage counters for the whole Starmie: only when they finish off a Pokémon worth a Prize.
      'Mysterious Comet': {
        score: (b) =>
          [b.oppActive, ...b.opp.bench].some((s) => s && s.damage > 0 && b.hpLeft(s) <= 20 && b.prizesFor(s) >= 1)
            ? 260
            : -10,
      },
    },
  },
  'Mew ex': { abilities: { Restart: { score: 130 } } },
}
