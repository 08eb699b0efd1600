import { attack, pokemon, weak } from '../../kit'
import { ifHeadsPreventAllDamageToThis } from '../../effects/next-turn'

export const SQUIRTLE = pokemon({
  id: 'sv3pt5-7',
  name: 'Squirtle',
  stage: 'basic',
  hp: 60,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 1,
  attacks: [
    attack('Withdraw', ['water'], 0, {
      text: "Flip a coin. On heads, attacks do no damage to this Pokémon during your opponent's next turn (ends if it leaves the Active Spot).",
      effect: ifHeadsPreventAllDamageToThis,
    }),
    attack('Skull Bash', ['water', 'water'], 20),
  ],
})
