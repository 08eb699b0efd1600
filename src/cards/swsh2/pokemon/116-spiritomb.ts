import { attack, pokemon, weak } from '../../kit'
import { countersForEachPokemonInDiscard } from '../../effects/damage'

export const SPIRITOMB = pokemon({
  id: 'swsh2-116',
  name: 'Spiritomb',
  stage: 'basic',
  hp: 60,
  types: ['darkness'],
  weakness: weak('grass'),
  retreat: 2,
  attacks: [
    attack('Splitting Spite', ['darkness'], 0, {
      text: "Discard the top card of your deck and the top card of your opponent's deck.",
      effect(c) {
        for (const seat of [c.seat, c.opp]) {
          const uid = c.player(seat).deck[0]
          if (uid !== undefined) c.moveTo(uid, 'discard')
        }
      },
    }),
    attack('Dripping Grudge', ['darkness', 'colorless'], 0, {
      text: "Put 1 damage counter on your opponent's Active Pokémon for each Pokémon card in your discard pile.",
      effect: countersForEachPokemonInDiscard,
    }),
  ],
})
