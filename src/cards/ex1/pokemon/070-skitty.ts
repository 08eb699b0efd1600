import { isBasicEnergy } from '../../../engine'
import { attack, pokemon, weak } from '../../kit'

/** ex1-70. Skitty: Plus Energy attaches a basic Energy card from the hand, an extra attachment for the turn. */
export const SKITTY = pokemon({
  id: 'ex1-70',
  name: 'Skitty',
  stage: 'basic',
  hp: 40,
  types: ['colorless'],
  weakness: weak('fighting'),
  retreat: 1,
  attacks: [
    attack('Plus Energy', ['colorless'], 0, {
      text: 'Attach a basic Energy card from your hand to 1 of your Pokémon.',
      *effect(c) {
        const energy = c.cardsIn(c.seat, 'hand', isBasicEnergy)
        const [card] = yield* c.chooseCards(energy, {
          text: 'Plus Energy: attach which basic Energy card?',
          min: 1,
          max: 1,
        })
        if (card === undefined) return
        const to = yield* c.chooseSlot(c.allPokemon(c.seat), { text: 'Plus Energy: attach it to which Pokémon?' })
        if (to) c.attach(card, to)
      },
    }),
    attack('Scratch', ['colorless'], 10),
  ],
})
