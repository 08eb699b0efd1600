import { defendingIsNow } from '../../effects/conditions'
import { attack, pokemon, weak } from '../../kit'

export const VULPIX = pokemon({
  id: 'swsh2-24',
  name: 'Vulpix',
  stage: 'basic',
  hp: 60,
  types: ['fire'],
  weakness: weak('water'),
  retreat: 1,
  attacks: [
    attack('Confuse Ray', ['fire'], 0, {
      text: "Your opponent's Active Pokémon is now Confused.",
      effect: defendingIsNow('confused'),
    }),
    attack('Smash Kick', ['colorless', 'colorless'], 20),
  ],
})
