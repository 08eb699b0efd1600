/**
 * What Rebel Clash tells the computer player about its Trainers, Tools and Abilities (the contract:
 * src/engine/ai-hints.ts; docs/ai.md "Card hints"). Loaded with the set (`aiHints` in index.ts); cards without a
 * hint get the AI's defaults.
 */
import type { CardHints, HintBoard } from '../../../engine'

const handSize = (b: HintBoard) => b.me.hand?.length ?? 0
const oppHasTool = (b: HintBoard) => [b.oppActive, ...b.opp.bench].some((s) => (s?.tools.length ?? 0) > 0)
const basicEnergyInDiscard = (b: HintBoard) =>
  b.me.discard.some((x) => {
    const d = b.def(x.def)
    return d?.kind === 'energy' && d.basic
  })

export const AI_HINTS: CardHints = {
  "Boss's Orders": { play: { kind: 'gust' }, value: 60 },
  Dan: { play: { kind: 'draw', score: 220, deckAbove: 4, smallHand: 80 } },
  Milo: { play: { kind: 'draw', score: 200, deckAbove: 6, smallHand: 60 } },
  Sonia: { play: { kind: 'draw', score: 180, deckAbove: 4, smallHand: 80 } },
  // Three cards for one, but only as the turn's first action: play it at once.
  Nugget: { play: { kind: 'draw', score: 400, deckAbove: 3 } },
  // Two of our cards for one Trainer of theirs: only with a big hand against a big hand.
  Oleana: { play: (b) => (b.opp.handCount >= 3 && handSize(b) >= 5 ? 90 : -20) },
  'Full Heal': { play: { kind: 'cure' } },
  // The default would pick up a Pokémon for nothing: the policy has no plan for replaying it.
  'Scoop Up Net': { play: -20 },
  // Only worth it against the opponent's Tools (the default would throw away our own).
  'Tool Scrapper': { play: (b) => (oppHasTool(b) ? 120 : -20) },
  // Both Actives retreat for 2 more: worth it while ours stays and attacks, and not over our own Galar Mine.
  'Galar Mine': {
    play: (b) => (b.view.stadium?.owner === b.me.seat || !b.activeCanAttack() ? -20 : 40),
  },
  'Training Court': {
    play: (b) => (b.view.stadium?.owner === b.me.seat ? -20 : 60),
    stadiumAction: (b) => (basicEnergyInDiscard(b) ? 70 : -10),
  },
  'Turffield Stadium': {
    play: (b) => (b.view.stadium?.owner === b.me.seat ? -20 : 60),
    stadiumAction: (b) => (b.me.deckCount > 3 ? 90 : -10),
  },
  'Burning Scarf': { tool: { fits: { type: 'fire' }, score: 90, activeBonus: 60 } },
  'Cursed Shovel': { tool: { score: 60, activeBonus: 40 } },
}
