import type { EnergyType } from '../../../engine'
import { attack, markerKind, pokemon, resist, weak } from '../../kit'
import { BASE_ENERGY_TYPES, typeName } from '../../effects/energy'

/** The Defending Pokémon's Weakness takes the chosen type. */
const CONVERSION_1 = markerKind<{ type: EnergyType }>('base1-39', 'conversion-1')
/** Porygon's Resistance takes the chosen type. */
const CONVERSION_2 = markerKind<{ type: EnergyType }>('base1-39', 'conversion-2')

export const PORYGON = pokemon({
  id: 'base1-39',
  name: 'Porygon',
  stage: 'basic',
  hp: 30,
  types: ['colorless'],
  weakness: weak('fighting'),
  resistance: resist('psychic'),
  retreat: 1,
  attacks: [
    attack('Conversion 1', ['colorless'], 0, {
      text: 'If the Defending Pokémon has a Weakness, you may change its type to Grass, Fire, Water, Lightning, Psychic or Fighting. It lasts until that Pokémon leaves the Active Spot, evolves or leaves play.',
      *effect(c) {
        const current = c.weaknessOf(c.defending)
        if (current.length === 0) return
        const labels = BASE_ENERGY_TYPES.map((t) =>
          current.some((w) => w.type === t) ? `${typeName(t)} (no change)` : typeName(t),
        )
        const i = yield* c.chooseOne("Choose the Defending Pokémon's new Weakness", labels)
        c.mark(c.defending, { ...CONVERSION_1({ type: BASE_ENERGY_TYPES[i]! }), clearsOnMove: true })
      },
    }),
    attack('Conversion 2', ['colorless', 'colorless'], 0, {
      text: "Change Porygon's Resistance to Grass, Fire, Water, Lightning, Psychic or Fighting (−30). It lasts until Porygon leaves the Active Spot or leaves play.",
      *effect(c) {
        const i = yield* c.chooseOne("Choose Porygon's new Resistance", BASE_ENERGY_TYPES.map(typeName))
        c.mark(c.self, { ...CONVERSION_2({ type: BASE_ENERGY_TYPES[i]! }), clearsOnMove: true })
      },
    }),
  ],
  markers: {
    /** The Weakness keeps its amount and takes the chosen type. */
    [CONVERSION_1.key]: {
      weakness: (h, w) => w.map((x) => ({ ...x, type: CONVERSION_1.data(h).type })),
    },
    /** The Resistance keeps its amount (−30 if the Pokémon had none) and takes the chosen type. */
    [CONVERSION_2.key]: {
      resistance: (h, r) => {
        const { type } = CONVERSION_2.data(h)
        return r.length ? r.map((x) => ({ ...x, type })) : resist(type)
      },
    },
  },
})
