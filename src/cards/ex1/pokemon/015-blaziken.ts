import { attack, pokemon, weak } from '../../kit'
import { defendingCantRetreat } from '../../effects/next-turn'

/** ex1-15. Blaziken: Clutch holds the Defending Pokémon; Flamethrower costs a Fire Energy card after the damage. */
export const BLAZIKEN = pokemon({
  id: 'ex1-15',
  name: 'Blaziken',
  stage: 'stage2',
  evolvesFrom: 'Combusken',
  hp: 110,
  types: ['fire'],
  weakness: weak('water'),
  retreat: 2,
  attacks: [
    attack('Clutch', ['colorless', 'colorless'], 20, {
      text: "The Defending Pokémon can't retreat during your opponent's next turn.",
      effect: defendingCantRetreat,
    }),
    attack('Flamethrower', ['fire', 'colorless', 'colorless', 'colorless'], 80, {
      text: 'Discard a Fire Energy card attached to Blaziken.',
      *effect(c) {
        c.dealDamage()
        yield* c.discardEnergy(c.self, 1, { type: 'fire' })
      },
    }),
  ],
})
