import { attack, pokemon, weak } from '../../kit'
import { perHeads } from '../../effects/coins'
import { switchInOpponentsBenchedThenDamageIt } from '../../effects/in-play'

export const ZARUDE = pokemon({
  id: 'swsh12pt5-16',
  name: 'Zarude',
  stage: 'basic',
  hp: 120,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 1,
  attacks: [
    attack('Drag Off', ['grass'], 0, {
      text: "Choose 1 of your opponent's Benched Pokémon to trade places with their Active Pokémon, then this attack does 20 damage to the new Active Pokémon.",
      effect: switchInOpponentsBenchedThenDamageIt(20),
    }),
    attack('Triple Whip', ['grass', 'grass'], 70, {
      damageSuffix: '×',
      text: 'Flip 3 coins: 70 damage for each heads.',
      effect: perHeads(3),
    }),
  ],
})
