import { trainer } from '../../kit'

/** swsh1-185. A Pokémon Tool: its attacks do 10 more damage to the opponent's Active Pokémon. */
export const VITALITY_BAND = trainer('tool', {
  id: 'swsh1-185',
  name: 'Vitality Band',
  text:
    "The attacks of the Pokémon this is attached to do 10 more damage to your opponent's Active Pokémon (before " +
    'Weakness and Resistance).',
  hooks: {
    outgoingDamage: (h, d) =>
      d.fromAttack && d.target.zone === 'active' && d.target.seat !== h.owner ? d.amount + 10 : d.amount,
  },
})
