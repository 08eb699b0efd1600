import { attack, pokemon, resist, weak } from '../../kit'
import { switchThisWithBenched } from '../../effects/in-play'

export const HATTERENE_V = pokemon({
  id: 'swsh12pt5-65',
  name: 'Hatterene V',
  stage: 'basic',
  ruleBox: 'V',
  hp: 200,
  types: ['psychic'],
  weakness: weak('darkness'),
  resistance: resist('fighting', 30),
  retreat: 2,
  attacks: [
    attack('Horoscope', ['psychic'], 0, {
      text: 'Look at the top 3 cards of your deck. Attach as many of the Energy cards among them as you like to this Pokémon, then put the rest back on top in the order you choose.',
      *effect(c) {
        const top = c.me.deck.slice(0, 3)
        c.lookAt(top, 'Horoscope')
        const energy = top.filter((u) => c.def(u).kind === 'energy')
        const chosen = yield* c.chooseCards(energy, {
          text: 'Horoscope: attach which Energy cards to this Pokémon?',
          min: 0,
          max: top.length,
          hiddenZone: true,
        })
        for (const uid of chosen) c.attach(uid, c.self)
        const rest = top.filter((u) => !chosen.includes(u))
        c.reorderDeckTop(yield* c.orderCards(rest, 'Horoscope: put them back, the first one on top'))
      },
    }),
    attack('Teleportation Burst', ['psychic', 'colorless', 'colorless'], 80, {
      text: 'After the damage, switch this Pokémon with one of your Benched Pokémon.',
      effect: switchThisWithBenched,
    }),
  ],
})
