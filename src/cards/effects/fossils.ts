/** Card building blocks for Trainers played as Pokémon (the Antique Fossils). */
import type { AbilityDef, TrainerDef } from '../../engine'
import { trainer } from '../kit'

/**
 * An Antique Fossil Item: "Play this card as if it were a 60-HP Basic Colorless Pokémon. This card can't be affected
 * by any Special Conditions and can't retreat. At any time during your turn, you may discard this card from play."
 * It has one Ability and no attacks; a Stage 1 Pokémon whose "evolves from" is the fossil's name evolves from it.
 */
export function antiqueFossil(def: { id: string; name: string; ability: AbilityDef }): TrainerDef {
  return trainer('item', {
    id: def.id,
    name: def.name,
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
