import { attack, pokemon, weak } from '../../kit'
import { ifHeadsPreventAllDamageToThis } from '../../effects/next-turn'

export const METAPOD = pokemon({
  id: 'sv3pt5-11',
  name: 'Metapod',
  stage: 'stage1',
  evolvesFrom: 'Caterpie',
  hp: 90,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 3,
  attacks: [
    attack('Tackle', ['grass'], 20),
    attack('Defensive Posture', ['colorless', 'colorless'], 0, {
      text: "Flip a coin. On heads, attacks do no damage to this Pokémon during your opponent's next turn (ends if it leaves the Active Spot).",
      effect: ifHeadsPreventAllDamageToThis,
    }),
  ],
})
