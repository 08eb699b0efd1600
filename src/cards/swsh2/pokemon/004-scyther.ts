import { attack, markerKind, pokemon, weak } from '../../kit'

/** Swords Dance: Blinding Scythe does 70 more during Scyther's next turn. */
const SWORDS_DANCE = markerKind<Record<string, never>>('swsh2-4', 'swords-dance')

export const SCYTHER = pokemon({
  id: 'swsh2-4',
  name: 'Scyther',
  stage: 'basic',
  hp: 80,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 1,
  attacks: [
    attack('Swords Dance', ['colorless'], 0, {
      text: "On your next turn, this Pokémon's Blinding Scythe does 70 more damage (before Weakness and Resistance).",
      effect(c) {
        c.mark(c.self, { ...SWORDS_DANCE({}), until: 'my-next-turn', clearsOnMove: true })
      },
    }),
    attack('Blinding Scythe', ['colorless'], 20),
  ],
  markers: {
    [SWORDS_DANCE.key]: {
      outgoingDamage: (h, d) =>
        d.fromAttack && d.attackName === 'Blinding Scythe' && h.duringTurnOf(h.owner) ? d.amount + 70 : d.amount,
    },
  },
})
