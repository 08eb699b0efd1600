import { attack, pokemon, weak } from '../../kit'
import { ifHeadsDefendingIsNow } from '../../effects/conditions'

export const FLAREON = pokemon({
  id: 'ex2-5',
  name: 'Flareon',
  stage: 'stage1',
  evolvesFrom: 'Eevee',
  hp: 80,
  types: ['fire'],
  weakness: weak('water'),
  retreat: 2,
  attacks: [
    attack('Super Singe', ['fire', 'colorless'], 20, {
      text: 'Flip a coin. If heads, the Defending Pokémon is now Burned.',
      effect: ifHeadsDefendingIsNow('burned'),
    }),
    attack('Flamethrower', ['fire', 'colorless', 'colorless', 'colorless'], 70, {
      text: 'Discard a Fire Energy card attached to Flareon.',
      *effect(c) {
        c.dealDamage()
        yield* c.discardEnergy(c.self, 1, { type: 'fire', text: 'Flamethrower: discard a Fire Energy card' })
      },
    }),
  ],
})
