/**
 * What a step points at: the card to touch and the place to drop it, read from the decision it expects, plus the
 * step's own `show` list. The table finds these on screen (src/ui/tutorial/spots.ts).
 */
import type { Expect, Spot, Step } from './types'

export interface StepSpots {
  /** What to pick up, click or press. */
  touch: Spot[]
  /** Where to drop it. */
  drop: Spot[]
  /** What to look at (read steps, extra pointers). */
  look: Spot[]
}

/** The touch and drop spots of one expected decision. */
export function expectSpots(e: Expect): { touch: Spot[]; drop: Spot[] } {
  switch (e.do) {
    case 'setup-active':
      return { touch: [{ hand: e.card }], drop: [] }
    case 'setup-bench':
      return { touch: e.cards.map((c) => ({ hand: c })), drop: [] }
    case 'choose':
      return { touch: [{ button: e.option }], drop: [] }
    case 'take-prize':
      return { touch: [{ zone: 'prizes' }], drop: [] }
    case 'promote':
      return { touch: [{ mine: e.pokemon }], drop: [] }
    case 'discard-energy':
      return { touch: [{ zone: 'decision' }], drop: [] }
    case 'attach-energy':
    case 'evolve':
    case 'attach-tool':
      return { touch: [{ hand: e.card }], drop: [{ mine: e.to }] }
    case 'bench':
      return { touch: [{ hand: e.card }], drop: [{ zone: 'bench' }] }
    case 'play-trainer':
      return { touch: [{ hand: e.card }], drop: [{ zone: 'play' }] }
    case 'retreat':
      return { touch: [{ zone: 'active' }], drop: [{ mine: e.to }] }
    case 'use-ability':
      // The Pokémon opens its menu; the Ability's button is in it.
      return { touch: [{ mine: e.pokemon }, { button: `Use ${e.ability}` }], drop: [] }
    case 'use-stadium':
      return { touch: [{ button: `Use ${e.stadium}` }], drop: [] }
    case 'attack':
      return { touch: [{ button: e.attack }], drop: [] }
    case 'end-turn':
      return { touch: [{ button: 'End turn' }], drop: [] }
  }
}

/** Everything step `s` points at while its decision number `part` is next. */
export function stepSpots(s: Step, part: number): StepSpots {
  const e = s.do?.[part]
  const { touch, drop } = e ? expectSpots(e) : { touch: [], drop: [] }
  return { touch, drop, look: s.show ?? [] }
}
