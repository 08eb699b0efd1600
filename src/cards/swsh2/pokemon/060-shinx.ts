import { attack, pokemon, weak } from '../../kit'
import { moreDamageIfOpponentHasPrizesLeft } from '../../effects/damage'

export const SHINX = pokemon({
  id: 'swsh2-60',
  name: 'Shinx',
  stage: 'basic',
  hp: 60,
  types: ['lightning'],
  weakness: weak('fighting'),
  retreat: 1,
  attacks: [
    attack('Under Pressure', ['lightning'], 10, {
      damageSuffix: '+',
      text: '50 more damage if your opponent has 3 or fewer Prize cards left.',
      effect: moreDamageIfOpponentHasPrizesLeft(3, 50),
    }),
  ],
})
