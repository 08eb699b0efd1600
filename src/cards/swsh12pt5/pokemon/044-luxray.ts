import { isTrainerCard } from '../../effects/card-kinds'
import { searchDeckToHand } from '../../effects/cards-in-hand'
import { attack, pokemon, weak } from '../../kit'

export const LUXRAY_44 = pokemon({
  id: 'swsh12pt5-44',
  name: 'Luxray',
  stage: 'stage2',
  evolvesFrom: 'Luxio',
  hp: 160,
  types: ['lightning'],
  weakness: weak('fighting'),
  retreat: 0,
  abilities: [
    {
      name: 'Explosiveness',
      text: 'When you set up to play, you may put this Pokémon from your hand face down as your Active Pokémon (you still need a Basic Pokémon in your hand).',
      setupAsActive: true,
    },
  ],
  attacks: [
    attack('Seeking Fang', ['colorless'], 50, {
      text: 'After the damage, look through your deck for up to 2 Trainer cards, show them to your opponent and put them into your hand, then shuffle your deck.',
      effect: searchDeckToHand(2, isTrainerCard, 'Seeking Fang: choose up to 2 Trainer cards for your hand'),
    }),
  ],
})
