import { antiqueFossil } from '../../effects/fossils'

/** sv3pt5-152. An Item played as a Basic Pokémon; Kabuto evolves from it. */
export const ANTIQUE_DOME_FOSSIL = antiqueFossil({
  id: 'sv3pt5-152',
  name: 'Antique Dome Fossil',
  ability: {
    name: 'Domed Armor',
    text: 'Damage done to this Pokémon by attacks is reduced by 30, after Weakness and Resistance.',
    hooks: { incomingDamage: (_h, d) => (d.fromAttack ? d.amount - 30 : d.amount) },
  },
})
