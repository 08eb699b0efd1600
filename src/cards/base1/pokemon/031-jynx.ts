import { attack, pokemon, weak } from '../../kit'
import { perHeads } from '../../effects/coins'
import { damageCountersOn, moreDamageForEach } from '../../effects/damage'

export const JYNX = pokemon({
  id: 'base1-31',
  name: 'Jynx',
  stage: 'basic',
  hp: 70,
  types: ['psychic'],
  weakness: weak('psychic'),
  retreat: 2,
  attacks: [
    attack('Doubleslap', ['psychic'], 10, {
      damageSuffix: '×',
      text: 'Flip 2 coins. This attack does 10 damage for each heads.',
      effect: perHeads(2),
    }),
    attack('Meditate', ['psychic', 'psychic', 'colorless'], 20, {
      damageSuffix: '+',
      text: 'Does 20 damage plus 10 more for each damage counter on the Defending Pokémon.',
      effect: moreDamageForEach(10, (c) => damageCountersOn(c, c.defending)),
    }),
  ],
})
