import { attack, pokemon, weak } from '../../kit'
import { moveDefendingEnergy } from '../../effects/energy'

export const OMANYTE = pokemon({
  id: 'sv3pt5-138',
  name: 'Omanyte',
  stage: 'stage1',
  evolvesFrom: 'Antique Helix Fossil',
  hp: 100,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 2,
  attacks: [
    attack('Tentacular Return', ['water', 'water'], 50, {
      text: "Choose an Energy attached to your opponent's Active Pokémon and put it into your opponent's hand.",
      *effect(c) {
        c.dealDamage()
        yield* moveDefendingEnergy(c, 'hand')
      },
    }),
  ],
})
