import { antiqueFossil } from '../../effects/fossils'

/** sv3pt5-154. An Item played as a Basic Pokémon; Aerodactyl evolves from it. */
export const ANTIQUE_OLD_AMBER = antiqueFossil({
  id: 'sv3pt5-154',
  name: 'Antique Old Amber',
  ability: {
    name: 'Amber Protection',
    text:
      "Abilities of your opponent's Pokémon have no effect on this Pokémon: they can't damage it, put damage counters " +
      'on it, or give it Special Conditions or other lasting effects.',
    hooks: { preventAbilityEffects: (h, source) => !!source && source.seat !== h.owner },
  },
})
