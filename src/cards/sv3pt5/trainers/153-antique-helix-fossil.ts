import { antiqueFossil } from '../../effects/fossils'

/** sv3pt5-153. An Item played as a Basic Pokémon; Omanyte evolves from it. */
export const ANTIQUE_HELIX_FOSSIL = antiqueFossil({
  id: 'sv3pt5-153',
  name: 'Antique Helix Fossil',
  ability: {
    name: 'Helical Swell',
    text: "While this Pokémon is your Active Pokémon, your opponent can't play Stadium cards from their hand.",
    hooks: { blocksTrainer: (h, seat, kind) => kind === 'stadium' && seat !== h.owner && h.self?.zone === 'active' },
  },
})
