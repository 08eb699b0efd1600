import { attack, pokemon, weak } from '../../kit'
import { discardDefendingEnergy } from '../../effects/energy'

export const SEAKING = pokemon({
  id: 'swsh1-47',
  name: 'Seaking',
  stage: 'stage1',
  evolvesFrom: 'Goldeen',
  hp: 110,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 2,
  attacks: [
    attack('Ripping Horn', ['water'], 0, {
      text: "Flip 3 coins. For each heads, choose an Energy attached to the opponent's Active Pokémon and discard it.",
      *effect(c) {
        yield* discardDefendingEnergy(c, c.flips(3))
      },
    }),
    attack('Pierce', ['colorless', 'colorless'], 50),
  ],
})
