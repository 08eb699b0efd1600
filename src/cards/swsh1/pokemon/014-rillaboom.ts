import { attack, pokemon, weak } from '../../kit'
import { isBasicEnergyOf } from '../../effects/energy'

export const RILLABOOM_14 = pokemon({
  id: 'swsh1-14',
  name: 'Rillaboom',
  stage: 'stage2',
  evolvesFrom: 'Thwackey',
  hp: 170,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 3,
  abilities: [
    {
      name: 'Voltage Beat',
      text: 'Once during your turn, you may look through your deck for up to 2 Grass Energy cards and attach them to one of your Pokémon, then shuffle your deck.',
      oncePerTurn: true,
      *use(c) {
        const found = yield* c.chooseCards(
          c.me.deck.filter((u) => isBasicEnergyOf(c.def(u), 'grass')),
          {
            text: 'Voltage Beat: choose up to 2 Grass Energy cards from your deck',
            min: 0,
            max: 2,
            hiddenZone: c.me.deck.length > 0,
          },
        )
        if (found.length > 0) {
          const to = yield* c.chooseSlot(c.allPokemon(c.seat), { text: 'Voltage Beat: attach them to which Pokémon?' })
          if (to) for (const uid of found) c.attach(uid, to)
        }
        c.shuffleDeck()
      },
    },
  ],
  attacks: [attack('Hammer In', ['grass', 'grass', 'grass', 'colorless'], 140)],
})
