import type { EffectCtx, HookCtx, SlotRef } from '../../../engine'
import { activeRef, other } from '../../../engine'
import { attack, pokemon, resist, weak } from '../../kit'

/** Units of Energy attached to a Pokémon (a card that provides 2 Energy counts 2). */
const energyAmount = (h: HookCtx, ref: SlotRef): number =>
  h.attachedEnergy(ref).reduce((n, e) => n + e.def.provides.length, 0)

/** "Put 3 damage counters on your opponent's Pokémon in any way you like": one counter at a time. */
function* psypower(c: EffectCtx) {
  for (let i = 0; i < 3; i++) {
    const target = yield* c.chooseSlot(c.allPokemon(c.opp), {
      text: `Psypower: put damage counter ${i + 1} of 3 on which Pokémon?`,
    })
    if (!target) return
    c.putCounters(target, 1)
  }
}

export const MR_MIME = pokemon({
  id: 'sv3pt5-122',
  name: 'Mr. Mime',
  stage: 'basic',
  hp: 90,
  types: ['psychic'],
  weakness: weak('darkness'),
  resistance: resist('fighting'),
  retreat: 1,
  abilities: [
    {
      name: 'Mimic Barrier',
      text: "While this Pokémon has exactly as much Energy attached as your opponent's Active Pokémon, prevent all damage done to it by attacks of your opponent's Pokémon.",
      hooks: {
        preventDamage: (h, d) => {
          if (!d.fromAttack || !d.attacker || d.attacker.seat === h.owner || !h.self) return false
          const theirs = activeRef(other(h.owner))
          return !!h.exists(theirs) && energyAmount(h, h.self) === energyAmount(h, theirs)
        },
      },
    },
  ],
  attacks: [
    attack('Psypower', ['colorless'], 0, {
      text: "Put 3 damage counters on your opponent's Pokémon, split among them however you like.",
      effect: psypower,
    }),
  ],
})
