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

/**
 * An EX-era Fossil Item (EX Sandstorm's Claw, Mysterious and Root Fossil): "Play <it> as if it were a Basic Pokémon.
 * While in play, <it> counts as a Colorless Pokémon (instead of a Trainer card). <It> has no attacks of its own,
 * can't retreat, and can't be affected by any Special Conditions. If <it> is Knocked Out, it doesn't count as a
 * Knocked Out Pokémon. (Discard it anyway.) At any time during your turn before your attack, you may discard <it>
 * from play." Its Poké-Body, if any, is `body`. Fossils act exactly like Basic Pokémon once in play ([003] EX-7):
 * the Stage 1 Pokémon that "evolves from" its name evolves from it.
 */
export function exFossil(def: { id: string; name: string; hp: number; body?: AbilityDef }): TrainerDef {
  const body = def.body ? ` ${def.body.name} (Poké-Body): ${def.body.text}` : ''
  return trainer('item', {
    id: def.id,
    name: def.name,
    text:
      `Put this card onto your Bench as if it were a Basic Pokémon: in play it is a Colorless Pokémon with ` +
      `${def.hp} HP that has no attacks, can't retreat and can't be affected by Special Conditions. If it is Knocked ` +
      `Out, your opponent takes no Prize card for it (it is discarded). During your turn, before you attack, you may ` +
      `discard it from play (unless it is your only Pokémon in play).${body}`,
    playAsPokemon: {
      hp: def.hp,
      types: ['colorless'],
      retreat: 0,
      canRetreat: false,
      prizes: 0,
      discardable: true,
      ...(def.body ? { abilities: [def.body] } : {}),
    },
    hooks: { preventCondition: () => true },
  })
}
