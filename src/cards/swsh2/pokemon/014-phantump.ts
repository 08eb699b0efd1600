import { isBasicPokemon } from '../../effects/card-kinds'
import { attack, pokemon, weak } from '../../kit'

export const PHANTUMP = pokemon({
  id: 'swsh2-14',
  name: 'Phantump',
  stage: 'basic',
  hp: 60,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 1,
  attacks: [
    attack('Dark Guidance', ['colorless'], 0, {
      text: 'Choose a Basic Pokémon in your discard pile and put it onto your Bench (when the Bench has room).',
      *effect(c) {
        if (c.benchRoom() === 0) return
        const basics = c.cardsIn(c.seat, 'discard', isBasicPokemon)
        const [uid] = yield* c.chooseCards(basics, {
          text: 'Put which Basic Pokémon onto your Bench?',
          min: 1,
          max: 1,
          publicOptions: true,
        })
        if (uid !== undefined) c.putOnBench(uid)
      },
    }),
    attack('Seed Bomb', ['grass', 'colorless'], 30),
  ],
})
