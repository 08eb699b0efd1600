import { attack, pokemon, weak } from '../../kit'
import { defendingIsNow } from '../../effects/conditions'

export const SKORUPI = pokemon({
  id: 'swsh1-121',
  name: 'Skorupi',
  stage: 'basic',
  hp: 80,
  types: ['darkness'],
  weakness: weak('fighting'),
  retreat: 2,
  attacks: [
    attack('Poison Sting', ['darkness'], 0, {
      text: "The opponent's Active Pokémon becomes Poisoned.",
      effect: defendingIsNow('poisoned'),
    }),
    attack('Slashing Claw', ['darkness', 'colorless', 'colorless'], 50),
  ],
})
