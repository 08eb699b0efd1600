/** Poké-Bodies several EX Sandstorm Pokémon print with the same words (a Basic and its evolution, mostly). */
import type { AbilityDef } from '../../engine'
import { HEAL_ONE_COUNTER_BETWEEN_TURNS, whenActiveDamagedByAttack } from '../effects/powers'

/** Lotad, Lombre, Ludicolo: "At any time between turns, remove 1 damage counter from <this Pokémon>." */
export const RAIN_DISH: AbilityDef = {
  name: 'Rain Dish',
  exKind: 'poke-body',
  text: 'Between turns, remove 1 damage counter from this Pokémon.',
  hooks: HEAL_ONE_COUNTER_BETWEEN_TURNS,
}

/** Growlithe, Arcanine: "If <this> is your Active Pokémon and is damaged by an opponent's attack …, Burned." */
export const FIRE_VEIL: AbilityDef = {
  name: 'Fire Veil',
  exKind: 'poke-body',
  text: "If this is your Active Pokémon and an opponent's attack damages it (even if it is Knocked Out), the Attacking Pokémon is now Burned.",
  hooks: whenActiveDamagedByAttack((h, attacker) => {
    h.condition(attacker, 'burned')
  }),
}

/** Cacnea, Cacturne: "If <this> is your Active Pokémon and is damaged by an opponent's attack …, Poisoned." */
export const POISON_PAYBACK: AbilityDef = {
  name: 'Poison Payback',
  exKind: 'poke-body',
  text: "If this is your Active Pokémon and an opponent's attack damages it (even if it is Knocked Out), the Attacking Pokémon is now Poisoned.",
  hooks: whenActiveDamagedByAttack((h, attacker) => {
    h.condition(attacker, 'poisoned')
  }),
}
