import { attack, pokemon, weak } from '../../kit'
import { FIRE_VEIL } from '../bodies'

export const ARCANINE = pokemon({
  id: 'ex2-15',
  name: 'Arcanine',
  stage: 'stage1',
  evolvesFrom: 'Growlithe',
  hp: 80,
  types: ['fire'],
  weakness: weak('water'),
  retreat: 1,
  abilities: [FIRE_VEIL],
  attacks: [
    attack('Burn Up', ['fire', 'colorless', 'colorless'], 60, {
      text: 'Flip a coin. If tails, discard all Fire Energy cards attached to Arcanine.',
      effect(c) {
        const heads = c.flip()
        c.dealDamage()
        if (!heads) c.discard(c.energyOfType(c.self, 'fire'))
      },
    }),
  ],
})
