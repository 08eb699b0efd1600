import { attack, pokemon, resist, weak } from '../../kit'
import { ifHeadsMoreDamage } from '../../effects/coins'

/** ex1-42. Mightyena (Bite, Ambush). */
export const MIGHTYENA_42 = pokemon({
  id: 'ex1-42',
  name: 'Mightyena',
  stage: 'stage1',
  evolvesFrom: 'Poochyena',
  hp: 70,
  types: ['darkness'],
  weakness: weak('fighting'),
  resistance: resist('psychic'),
  retreat: 1,
  attacks: [
    attack('Bite', ['colorless', 'colorless'], 20),
    attack('Ambush', ['darkness', 'colorless', 'colorless'], 30, {
      damageSuffix: '+',
      text: 'Flip a coin. If heads, this attack does 30 more damage.',
      effect: ifHeadsMoreDamage(30),
    }),
  ],
})
