import { attack, pokemon, weak } from '../../kit'
import { discardEnergyToUse } from '../../effects/energy'
import { removeAllDamageFromThis } from '../../effects/healing'

export const KADABRA = pokemon({
  id: 'base1-32',
  name: 'Kadabra',
  stage: 'stage1',
  evolvesFrom: 'Abra',
  hp: 60,
  types: ['psychic'],
  weakness: weak('psychic'),
  retreat: 3,
  attacks: [
    attack('Recover', ['psychic', 'psychic'], 0, {
      text: 'To use this attack, discard 1 Psychic Energy card attached to Kadabra. Then remove all damage counters from Kadabra.',
      payCost: discardEnergyToUse(1, 'psychic'),
      effect: removeAllDamageFromThis,
    }),
    attack('Super Psy', ['psychic', 'psychic', 'colorless'], 50),
  ],
})
