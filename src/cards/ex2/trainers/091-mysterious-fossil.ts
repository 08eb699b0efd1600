import { exFossil } from '../../effects/fossils'

/** ex2-91. A Fossil played as a 10-HP Basic Pokémon; Omanyte, Kabuto and Aerodactyl ex evolve from it. */
export const MYSTERIOUS_FOSSIL = exFossil({ id: 'ex2-91', name: 'Mysterious Fossil', hp: 10 })
