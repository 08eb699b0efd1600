import { attack, pokemon, weak } from '../../kit'
import { moreDamageForEachHeadsUntilTails } from '../../effects/coins'

export const DUBWOOL = pokemon({
  id: 'swsh12pt5-122',
  name: 'Dubwool',
  stage: 'stage1',
  evolvesFrom: 'Wooloo',
  hp: 120,
  types: ['colorless'],
  weakness: weak('fighting'),
  retreat: 1,
  attacks: [
    attack('Overhead Throw', ['colorless'], 40, {
      text: 'This attack also does 10 damage to 1 of your own Benched Pokémon (no Weakness or Resistance for Benched Pokémon).',
      *effect(c) {
        c.dealDamage()
        const to = yield* c.chooseSlot(c.benched(c.seat), {
          text: 'Overhead Throw: 10 damage to which of your Benched Pokémon?',
        })
        if (to) c.benchDamage(to, 10)
      },
    }),
    attack('Rolling Dash', ['colorless', 'colorless'], 60, {
      damageSuffix: '+',
      text: 'Flip a coin until you get tails: 30 more damage for each heads.',
      effect: moreDamageForEachHeadsUntilTails(30),
    }),
  ],
})
