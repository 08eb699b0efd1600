import { attack, markerKind, pokemon, resist, weak } from '../../kit'

/** Counter Press: until the end of the opponent's next turn, damage from their attacks comes back as counters. */
const COUNTER_PRESS = markerKind<Record<string, never>>('swsh12pt5-89', 'counter-press')

export const AGGRON = pokemon({
  id: 'swsh12pt5-89',
  name: 'Aggron',
  stage: 'stage2',
  evolvesFrom: 'Lairon',
  hp: 180,
  types: ['metal'],
  weakness: weak('fire'),
  resistance: resist('grass', 30),
  retreat: 4,
  attacks: [
    attack('Counter Press', ['metal', 'colorless', 'colorless'], 90, {
      text: "During your opponent's next turn, whenever an attack damages this Pokémon (even one that Knocks it Out), put as many damage counters on the Attacking Pokémon as the damage done (1 for each 10).",
      effect(c) {
        c.dealDamage()
        c.mark(c.self, { ...COUNTER_PRESS({}), until: 'opponent-next-turn', clearsOnMove: true })
      },
    }),
    attack('Heavy Impact', ['metal', 'metal', 'colorless', 'colorless'], 180),
  ],
  markers: {
    [COUNTER_PRESS.key]: {
      // Runs right after the damage is put on, before any Knock Out is resolved.
      afterDamagedByAttack(h, d) {
        if (!d.attacker || d.attacker.seat === h.owner || !h.exists(d.attacker)) return
        const counters = Math.floor(d.amount / 10)
        if (counters > 0) h.putCounters(d.attacker, counters)
      },
    },
  },
})
