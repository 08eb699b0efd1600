import { attack, pokemon, resist, weak } from '../../kit'
import { isPokemonCard } from '../../effects/card-kinds'
import { searchDeckToHand } from '../../effects/cards-in-hand'
import { moveDefendingEnergy } from '../../effects/energy'

export const MAWILE = pokemon({
  id: 'swsh1-129',
  name: 'Mawile',
  stage: 'basic',
  hp: 90,
  types: ['metal'],
  weakness: weak('fire'),
  resistance: resist('grass', 30),
  retreat: 1,
  attacks: [
    attack('Find a Friend', ['colorless'], 0, {
      text: 'Search your deck for a Pokémon card, show it to your opponent and put it into your hand. Shuffle your deck afterwards.',
      effect: searchDeckToHand(1, isPokemonCard, 'Find a Friend: choose a Pokémon card from your deck'),
    }),
    attack('Crunch', ['metal', 'colorless'], 40, {
      text: "After the damage, choose an Energy attached to your opponent's Active Pokémon and discard it.",
      *effect(c) {
        c.dealDamage()
        yield* moveDefendingEnergy(c, 'discard')
      },
    }),
  ],
})
