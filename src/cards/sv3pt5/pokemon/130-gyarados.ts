import { attack, pokemon, weak } from '../../kit'
import { moveDefendingEnergy } from '../../effects/energy'

export const GYARADOS = pokemon({
  id: 'sv3pt5-130',
  name: 'Gyarados',
  stage: 'stage1',
  evolvesFrom: 'Magikarp',
  hp: 190,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 4,
  abilities: [
    {
      name: 'Untamed One',
      text: 'When this card is played from your hand to evolve one of your Pokémon during your turn, the top 5 cards of your deck are discarded (all of them if fewer). This is not optional.',
      onPlay: { to: 'evolve', may: false },
      use(c) {
        c.discard(c.me.deck.slice(0, 5))
      },
    },
  ],
  attacks: [
    attack('Hyper Beam', ['water', 'colorless', 'colorless', 'colorless'], 200, {
      text: "Choose an Energy attached to your opponent's Active Pokémon and discard it.",
      *effect(c) {
        c.dealDamage()
        yield* moveDefendingEnergy(c, 'discard')
      },
    }),
  ],
})
