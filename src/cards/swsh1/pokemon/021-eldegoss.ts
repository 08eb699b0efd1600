import { attack, pokemon, weak } from '../../kit'
import { isBasicEnergyOf } from '../../effects/energy'

export const ELDEGOSS = pokemon({
  id: 'swsh1-21',
  name: 'Eldegoss',
  stage: 'stage1',
  evolvesFrom: 'Gossifleur',
  hp: 80,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 1,
  attacks: [
    attack('Blessing of Fluff', ['colorless'], 0, {
      text: 'Look through your deck for up to 3 Grass Energy cards and attach each to one of your Benched Pokémon as you like, then shuffle your deck. With no Benched Pokémon, nothing is taken.',
      *effect(c) {
        const bench = c.benched(c.seat)
        const grass = c.me.deck.filter((u) => isBasicEnergyOf(c.def(u), 'grass'))
        const found =
          bench.length === 0
            ? []
            : yield* c.chooseCards(grass, {
                text: 'Blessing of Fluff: choose up to 3 Grass Energy cards from your deck',
                min: 0,
                max: 3,
                hiddenZone: c.me.deck.length > 0,
              })
        for (const uid of found) {
          const to = yield* c.chooseSlot(bench, {
            text: `Attach ${c.def(uid).name} to which Benched Pokémon?`,
          })
          if (to) c.attach(uid, to)
        }
        c.shuffleDeck()
      },
    }),
    attack('Leafage', ['grass'], 30),
  ],
})
