/** Helpers shared by the Scarlet & Violet—151 Trainers (sv3pt5-152 … 165, 206). */
import type { AbilityDef, CardDef, EffectCtx, TrainerDef, Uid } from '../../engine'
import { trainer } from '../kit'

export const isBasicEnergy = (d: CardDef): boolean => d.kind === 'energy' && d.basic

/** "Your opponent reveals their hand": every card in it is shown to you. Returns the cards. */
export function revealOpponentHand(c: EffectCtx, reason: string): Uid[] {
  const hand = [...c.them.hand]
  c.revealHand(c.opp, reason)
  return hand
}

/**
 * An Antique Fossil Item (sv3pt5-152 … 154): played onto the Bench as a 60-HP Basic Colorless Pokémon with one
 * Ability and no attacks; it can't retreat, can't be affected by Special Conditions and may be discarded from play
 * during its owner's turn. A Stage 1 Pokémon whose "evolves from" is the fossil's name evolves from it.
 */
export function antiqueFossil(def: { id: string; name: string; number: string; ability: AbilityDef }): TrainerDef {
  return trainer('item', {
    id: def.id,
    name: def.name,
    set: 'sv3pt5',
    number: def.number,
    text:
      `Put this card onto your Bench as if it were a Basic Colorless Pokémon with 60 HP (not during setup). While in play ` +
      `it has no attacks, can't retreat and can't be affected by Special Conditions; if it is Knocked Out your opponent ` +
      `takes 1 Prize card. During your turn you may discard it from play (unless it is your only Pokémon in play). ` +
      `${def.ability.name}: ${def.ability.text}`,
    playAsPokemon: {
      hp: 60,
      types: ['colorless'],
      retreat: 0,
      canRetreat: false,
      discardable: true,
      abilities: [def.ability],
    },
    hooks: { preventCondition: () => true },
  })
}
