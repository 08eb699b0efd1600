import { attack, pokemon, resist, weak } from '../../kit'
import { countersForEachPokemonInDiscard } from '../../effects/damage'

export const HATTERENE = pokemon({
  id: 'swsh2-85',
  name: 'Hatterene',
  stage: 'stage2',
  evolvesFrom: 'Hattrem',
  hp: 150,
  types: ['psychic'],
  weakness: weak('darkness'),
  resistance: resist('fighting'),
  retreat: 2,
  abilities: [
    {
      name: 'Mind Hat',
      text: 'Once during your turn, you may make each player discard a card from their hand: your opponent chooses and discards first, then you.',
      oncePerTurn: true,
      canUse: (c) => c.me.hand.length > 0 || c.them.hand.length > 0,
      *use(c) {
        for (const seat of [c.opp, c.seat]) {
          const picked = yield* c.chooseCards(c.player(seat).hand, {
            text: 'Mind Hat: choose a card from your hand to discard',
            min: 1,
            max: 1,
            seat,
          })
          c.discard(picked)
        }
      },
    },
  ],
  attacks: [
    attack('Dripping Grudge', ['psychic'], 0, {
      text: "Put 1 damage counter on your opponent's Active Pokémon for each Pokémon card in your discard pile.",
      effect: countersForEachPokemonInDiscard,
    }),
  ],
})
