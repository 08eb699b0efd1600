import { attack, pokemon, weak } from '../../kit'
import { noAttackDamageWhileBenched } from '../../effects/powers'

export const WHISCASH = pokemon({
  id: 'swsh2-100',
  name: 'Whiscash',
  stage: 'stage1',
  evolvesFrom: 'Barboach',
  hp: 140,
  types: ['fighting'],
  weakness: weak('grass'),
  retreat: 3,
  abilities: [noAttackDamageWhileBenched('Submerge')],
  attacks: [
    attack('Earthquake', ['fighting', 'fighting'], 140, {
      text: 'This attack also does 20 damage to each of your own Benched Pokémon (no Weakness or Resistance for Benched Pokémon).',
      effect(c) {
        c.dealDamage()
        for (const ref of c.benched(c.seat)) c.benchDamage(ref, 20)
      },
    }),
  ],
})
