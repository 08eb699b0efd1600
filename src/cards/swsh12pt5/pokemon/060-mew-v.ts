import { attack, pokemon, resist, weak } from '../../kit'
import { isFusionStrike } from '../../effects/card-kinds'

export const MEW_V = pokemon({
  id: 'swsh12pt5-60',
  name: 'Mew V',
  stage: 'basic',
  ruleBox: 'V',
  tags: ['Fusion Strike'],
  hp: 180,
  types: ['psychic'],
  weakness: weak('darkness'),
  resistance: resist('fighting', 30),
  retreat: 0,
  attacks: [
    attack('Energy Mix', ['psychic'], 0, {
      text: 'Look through your deck for an Energy card, attach it to one of your Fusion Strike Pokémon, then shuffle your deck.',
      *effect(c) {
        const [uid] = yield* c.chooseCards(
          c.me.deck.filter((u) => c.def(u).kind === 'energy'),
          {
            text: 'Energy Mix: choose an Energy card from your deck',
            min: 0,
            max: 1,
            hiddenZone: c.me.deck.length > 0,
          },
        )
        if (uid !== undefined) {
          const fusion = c.allPokemon(c.seat).filter((r) => isFusionStrike(c.pokemonAt(r)))
          const to = yield* c.chooseSlot(fusion, { text: `Attach ${c.def(uid).name} to which Fusion Strike Pokémon?` })
          if (to) c.attach(uid, to)
        }
        c.shuffleDeck()
      },
    }),
    attack('Psychic Leap', ['psychic', 'colorless'], 70, {
      text: 'After the damage, you may shuffle this Pokémon and every card attached to it into your deck.',
      *effect(c) {
        c.dealDamage()
        // Offered only with a Benched Pokémon to take its place: with none, leaving would lose the game at once.
        if (c.benched(c.seat).length === 0) return
        if (!(yield* c.yesNo('Psychic Leap: shuffle Mew V and its cards into your deck?'))) return
        c.removeFromPlay(c.self, 'deck')
        c.shuffleDeck()
        yield* c.promoteIfNeeded()
      },
    }),
  ],
})
