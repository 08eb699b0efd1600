/**
 * Card sense for Stadiums (issue 21): putting one into play, and the once-a-turn action some give each player, read
 * from the card's text like trainer-sense.ts.
 */
import type { CardHint, HintBoard, TrainerDef } from '../../engine'

const ours = (b: HintBoard) => b.view.stadium?.owner === b.me.seat

/** Playing the Stadium: never over our own; one that makes both Actives' retreats dearer only while ours attacks. */
export function stadiumPlaySense(def: TrainerDef): CardHint['play'] {
  if (def.trainerKind !== 'stadium') return undefined
  const t = def.text ?? ''
  if (/Active Pok[eé]mon has a Retreat Cost of \d+ \w+ Energy more/i.test(t))
    return (b) => (ours(b) || !b.activeCanAttack() ? -20 : 40)
  return (b) => (ours(b) ? -20 : 60)
}

/** The Stadium's action, when its text offers one: what it takes or gives, when that is worth a card. */
export function stadiumActionSense(def: TrainerDef): CardHint['stadiumAction'] {
  if (def.trainerKind !== 'stadium') return undefined
  const t = def.text ?? ''
  if (!/once during each player's turn, that player may/i.test(t)) return undefined
  // A basic Energy back from the discard pile.
  if (/basic Energy card from their discard pile into their hand/i.test(t))
    return (b) =>
      b.me.discard.some((x) => {
        const d = b.def(x.def)
        return d?.kind === 'energy' && d.basic
      })
        ? 70
        : -10
  // A basic Energy from the hand for a card: when the hand holds more Energy than the turn's attachment needs.
  if (/discard a basic Energy card from their hand to draw/i.test(t))
    return (b) =>
      b.handDefs().filter((d) => d.kind === 'energy' && d.basic).length >= 2 && b.me.deckCount > 5 ? 70 : -10
  // A search of the deck.
  if (/search their deck for/i.test(t)) return (b) => (b.me.deckCount > 3 ? 90 : -10)
  return undefined
}
