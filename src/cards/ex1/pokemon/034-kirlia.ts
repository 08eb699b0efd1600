import { attack, pokemon, weak } from '../../kit'
import { discardDefendingEnergy } from '../../effects/energy'

/** ex1-34. Kirlia: Removal Beam may strip an Energy card from the Defending Pokémon. */
export const KIRLIA_34 = pokemon({
  id: 'ex1-34',
  name: 'Kirlia',
  stage: 'stage1',
  evolvesFrom: 'Ralts',
  hp: 70,
  types: ['psychic'],
  weakness: weak('psychic'),
  retreat: 1,
  attacks: [
    attack('Removal Beam', ['psychic'], 10, {
      text: 'Flip a coin. If heads, discard an Energy card attached to the Defending Pokémon.',
      *effect(c) {
        const heads = c.flip()
        c.dealDamage()
        if (heads) yield* discardDefendingEnergy(c, 1)
      },
    }),
    attack('Super Psy', ['psychic', 'colorless', 'colorless'], 50),
  ],
})
