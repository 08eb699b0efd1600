import { attack, markerKind, pokemon, weak } from '../../kit'
import type { HookCtx } from '../../../engine'
import { ignoringResistance } from '../../effects/damage'
import { activeRef, other } from '../../../engine'

const OCTOLOCK = markerKind<{ grapploct: number }>('swsh1-113', 'octolock')

/** Does the Grapploct that put this lock still stand in its owner's Active Spot, since it used Octolock? */
function locks(h: HookCtx): boolean {
  const spot = activeRef(other(h.owner))
  return h.exists(spot) && h.topCard(spot) === OCTOLOCK.data(h).grapploct && h.hasMarker(spot, 'octolock-holder')
}

export const GRAPPLOCT = pokemon({
  id: 'swsh1-113',
  name: 'Grapploct',
  stage: 'stage1',
  evolvesFrom: 'Clobbopus',
  hp: 130,
  types: ['fighting'],
  weakness: weak('psychic'),
  retreat: 2,
  attacks: [
    attack('Octolock', ['fighting', 'fighting'], 0, {
      text: "Until this Grapploct leaves the Active Spot, the Defending Pokémon's attacks cost 2 more Colorless Energy and it can't retreat. Using Octolock again while it applies adds nothing.",
      effect(c) {
        if (!c.exists(c.defending) || c.hasMarker(c.defending, OCTOLOCK.key)) return
        // The lock holds while this very Grapploct (its top card) is still in the Active Spot with its token.
        c.mark(c.self, { source: 'swsh1-113', key: 'octolock-holder', clearsOnMove: true })
        c.mark(c.defending, { ...OCTOLOCK({ grapploct: c.topCard(c.self) }), clearsOnMove: true })
      },
    }),
    attack('Tough Swing', ['fighting', 'fighting', 'colorless'], 130, {
      text: "Resistance doesn't change this attack's damage.",
      effect: ignoringResistance,
    }),
  ],
  markers: {
    [OCTOLOCK.key]: {
      attackCost: (h, _attack, cost) => (locks(h) ? [...cost, 'colorless', 'colorless'] : cost),
      canRetreat: (h) => !locks(h),
    },
  },
})
