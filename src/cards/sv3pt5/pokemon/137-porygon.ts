import type { EnergyType } from '../../../engine'
import { attack, markerKind, pokemon, weak } from '../../kit'

const TYPES: EnergyType[] = [
  'grass',
  'fire',
  'water',
  'lightning',
  'psychic',
  'fighting',
  'darkness',
  'metal',
  'dragon',
]
const title = (t: string): string => `${t[0]!.toUpperCase()}${t.slice(1)}`

/** The Defending Pokémon's Weakness becomes the chosen type. */
const CONVERSION_4 = markerKind<{ type: EnergyType }>('sv3pt5-137', 'conversion-4')

export const PORYGON = pokemon({
  id: 'sv3pt5-137',
  name: 'Porygon',
  stage: 'basic',
  hp: 60,
  types: ['colorless'],
  weakness: weak('fighting'),
  retreat: 1,
  attacks: [
    attack('Conversion 4', ['colorless'], 0, {
      text: "Choose a type: Grass, Fire, Water, Lightning, Psychic, Fighting, Darkness, Metal or Dragon. Until the Defending Pokémon leaves the Active Spot, its Weakness is that type instead (the amount stays the same; a Pokémon with no Weakness doesn't get one).",
      *effect(c) {
        const i = yield* c.chooseOne(
          'Conversion 4: which type becomes the Defending Pokémon’s Weakness?',
          TYPES.map(title),
        )
        c.mark(c.defending, { ...CONVERSION_4({ type: TYPES[i]! }), clearsOnMove: true })
      },
    }),
  ],
  markers: {
    [CONVERSION_4.key]: {
      weakness: (h, w) => {
        const { type } = CONVERSION_4.data(h)
        return w.map((m) => ({ ...m, type }))
      },
    },
  },
})
