import { trainer } from '../../kit'

/** sv3pt5-165. A Pokémon Tool: a Stage 1 Pokémon holding it takes 30 less damage from the opponent's attacks. */
export const RIGID_BAND = trainer('tool', {
  id: 'sv3pt5-165',
  name: 'Rigid Band',
  text:
    "While this is attached to a Stage 1 Pokémon, damage done to that Pokémon by your opponent's Pokémon's attacks is " +
    'reduced by 30, after Weakness and Resistance. It does nothing for other Pokémon.',
  hooks: {
    incomingDamage: (h, d) =>
      d.fromAttack && d.attacker && d.attacker.seat !== h.owner && h.self && h.pokemonAt(h.self).stage === 'stage1'
        ? d.amount - 30
        : d.amount,
  },
})
