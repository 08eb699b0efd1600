import type { CardDef, EnergyType } from '../../../engine'
import { attack, pokemon, weak } from '../../kit'

const typesOf = (d: CardDef): EnergyType[] => (d.kind === 'pokemon' ? d.types : [])

export const EEVEE = pokemon({
  id: 'sv3pt5-133',
  name: 'Eevee',
  stage: 'basic',
  hp: 70,
  types: ['colorless'],
  weakness: weak('fighting'),
  retreat: 1,
  attacks: [
    attack('Colorful Friends', ['colorless'], 0, {
      text: 'Search your deck for up to 3 Pokémon that share no type with each other, show them to your opponent and put them into your hand, then shuffle your deck.',
      *effect(c) {
        const found: number[] = []
        const taken = new Set<EnergyType>()
        for (let i = 0; i < 3; i++) {
          const matching = c.cardsIn(
            c.seat,
            'deck',
            (d, uid) => d.kind === 'pokemon' && !found.includes(uid) && !typesOf(d).some((t) => taken.has(t)),
          )
          const [uid] = yield* c.chooseCards(matching, {
            text: `Colorful Friends: choose a Pokémon (${i + 1} of up to 3, each of a different type)`,
            min: 0,
            max: 1,
          })
          if (uid === undefined) break
          found.push(uid)
          for (const t of typesOf(c.def(uid))) taken.add(t)
        }
        c.reveal(found, 'search')
        for (const uid of found) c.moveTo(uid, 'hand')
        c.shuffleDeck()
      },
    }),
    attack('Skip', ['colorless'], 10),
  ],
})
