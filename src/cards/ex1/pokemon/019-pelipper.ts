import { attack, markerKind, pokemon, resist, weak } from '../../kit'

/** Stockpile's lasting effect on Pelipper: its next turn's Spit Up and Swallow hit harder. */
const STOCKPILED = markerKind<Record<string, never>>('ex1-19', 'stockpiled')

/**
 * ex1-19. Pelipper: Stockpile raises the base damage of its other two attacks for its next turn (ends early if it
 * leaves the Active Spot or evolves, SC-7); Swallow heals as many counters as the damage it did.
 */
export const PELIPPER = pokemon({
  id: 'ex1-19',
  name: 'Pelipper',
  stage: 'stage1',
  evolvesFrom: 'Wingull',
  hp: 70,
  types: ['water'],
  weakness: weak('lightning'),
  resistance: resist('fighting'),
  retreat: 1,
  attacks: [
    attack('Stockpile', ['colorless'], 0, {
      text: "During your next turn, Spit Up's base damage is 70 instead of 30, and Swallow's is 60 instead of 20.",
      effect: (c) => {
        c.mark(c.self, { ...STOCKPILED({}), until: 'my-next-turn', clearsOnMove: true })
      },
    }),
    attack('Spit Up', ['water', 'colorless'], 30, {
      effect: (c) => {
        if (c.hasMarker(c.self, STOCKPILED.key)) c.damage = 70
      },
    }),
    attack('Swallow', ['water', 'colorless', 'colorless'], 20, {
      text:
        'After the attack, remove from Pelipper as many damage counters as the damage it did to the Defending ' +
        'Pokémon (all of them if it has fewer).',
      effect: (c) => {
        if (c.hasMarker(c.self, STOCKPILED.key)) c.damage = 60
        const done = c.dealDamage()
        if (done > 0) c.heal(c.self, done)
      },
    }),
  ],
  markers: { [STOCKPILED.key]: {} },
})
