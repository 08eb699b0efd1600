import { attack, pokemon, weak } from '../../kit'
import { moreDamageIfOpponentsActiveIs } from '../../effects/damage'

/** ex1-8. Hariyama: Super Slap Push for 20, Mega Throw for 80 against a Pokémon-ex. */
export const HARIYAMA_8 = pokemon({
  id: 'ex1-8',
  name: 'Hariyama',
  stage: 'stage1',
  evolvesFrom: 'Makuhita',
  hp: 90,
  types: ['fighting'],
  weakness: weak('psychic'),
  retreat: 2,
  attacks: [
    // "Each Defending Pokémon": the 2-on-2 wording; in a 1-on-1 game the Defending Pokémon (docs/rulings).
    attack('Super Slap Push', ['fighting'], 0, {
      text: 'Does 20 damage to the Defending Pokémon.',
      effect: (c) => {
        c.dealDamage(20)
      },
    }),
    attack('Mega Throw', ['fighting', 'colorless', 'colorless'], 40, {
      damageSuffix: '+',
      text: 'If the Defending Pokémon is a Pokémon-ex, this attack does 40 more damage.',
      effect: moreDamageIfOpponentsActiveIs((d) => d.ruleBox === 'ex-classic', 40),
    }),
  ],
})
