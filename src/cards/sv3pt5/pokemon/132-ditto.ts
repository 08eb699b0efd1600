import { activeRef } from '../../../engine'
import { attack, pokemon, weak } from '../../kit'
import { isBasicPokemon } from '../../effects/card-kinds'

export const DITTO = pokemon({
  id: 'sv3pt5-132',
  name: 'Ditto',
  stage: 'basic',
  hp: 60,
  types: ['colorless'],
  weakness: weak('fighting'),
  retreat: 1,
  abilities: [
    {
      name: 'Transformative Start',
      text: 'Once during your first turn, while this Pokémon is your Active Pokémon, you may search your deck for a Basic Pokémon other than Ditto. If you choose one, discard this Pokémon and every card attached to it and put the chosen Pokémon into the Active Spot in its place. Then shuffle your deck.',
      oncePerTurn: true,
      canUse: (c) => c.isFirstTurnOf(c.seat) && c.self.zone === 'active',
      *use(c) {
        const matching = c.cardsIn(c.seat, 'deck', (d) => isBasicPokemon(d) && !/^Ditto\b/.test(d.name))
        const [chosen] = yield* c.chooseCards(matching, {
          text: 'Transformative Start: choose a Basic Pokémon to take Ditto’s place',
          min: 0,
          max: 1,
          hiddenZone: c.me.deck.length > 0, // a miss is asked too: the opponent can't tell it from a find
        })
        if (chosen !== undefined) {
          c.reveal([chosen], 'search')
          c.removeFromPlay(activeRef(c.seat), 'discard')
          c.putActive(chosen)
        }
        c.shuffleDeck()
      },
    },
  ],
  attacks: [attack('Splup', ['colorless'], 10)],
})
