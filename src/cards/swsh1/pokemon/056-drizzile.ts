import { attack, pokemon, weak } from '../../kit'
import { onEvolveSearchDeckForTrainers } from '../../effects/powers'

export const DRIZZILE_56 = pokemon({
  id: 'swsh1-56',
  name: 'Drizzile',
  stage: 'stage1',
  evolvesFrom: 'Sobble',
  hp: 90,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 1,
  abilities: [
    onEvolveSearchDeckForTrainers(
      'Shady Dealings',
      1,
      'When you play this Pokémon from your hand to evolve one of your Pokémon during your turn, you may look through your deck for a Trainer card, show it to your opponent and put it into your hand, then shuffle your deck.',
    ),
  ],
  attacks: [attack('Water Drip', ['water', 'colorless'], 30)],
})
