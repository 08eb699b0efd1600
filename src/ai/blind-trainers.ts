/**
 * Trainers for agents that play them blindly: the simple agent and the yardstick (src/ai/yardstick) play a Trainer
 * whenever the main menu offers one, without simulating what it does. A few Trainers only set their own player back
 * when played without a plan (shuffling their own Pokémon away, handing the opponent cards, discarding their own
 * Energy), so those two agents never play them. The searching levels weigh every Trainer and do not use this.
 */
import type { CardDef, MainAction } from '../engine'

/** Trainers that, played without a plan, only set their own player back. */
const AVOIDED = new Set([
  'Scoop Up',
  'Devolution Spray',
  'Pokémon Flute',
  'Mr. Fuji',
  'Lass',
  'Impostor Professor Oak',
  'Energy Retrieval',
])

/**
 * Whether `a` plays a Trainer card from the hand that a blind agent plays: an Item, Supporter or Stadium, a Tool, or
 * a Trainer played as a Pokémon (benched), unless it is one of the avoided ones. `handDef` finds a hand card's
 * definition (null when the card is not in the hand or unknown).
 */
export function isBlindTrainerPlay(a: MainAction, handDef: (uid: number) => CardDef | null): boolean {
  if (a.type !== 'play-trainer' && a.type !== 'attach-tool' && a.type !== 'bench') return false
  const def = handDef(a.card)
  return def?.kind === 'trainer' && !AVOIDED.has(def.name)
}
