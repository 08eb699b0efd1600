/**
 * Defender ("damage done to that Pokémon by attacks is reduced by 20") and the damage an attack does to its own user.
 * The card names no attacker, and the 1999 rulebook treats an attack's damage to its own user as attack damage
 * (seed 004, Confusion: "jeżeli jest jakiś inny efekt, który wpływa na atak, zastosuj je tak samo, jak przebiegałyby
 * to normalnie": any other effect on the attack applies as normal; B-17). Decision:
 * docs/rulings/base1-trainers-energy.md, Defender.
 */
import { describe, expect, it } from 'vitest'
import { eventsOf } from '../../../engine/testing/events'
import { E, P, active, game, pile } from './helpers'

describe('base1-80 Defender on the attacking Pokémon', () => {
  for (const rules of ['classic1999', 'modern'] as const) {
    it(`${rules}: Submission's 20 to Machoke itself is reduced to 0`, () => {
      const d = game({
        rules,
        players: [
          {
            active: { card: P.machoke, energy: [E.fighting, E.fighting, E.fire, E.fire] },
            hand: ['base1-80'],
          },
          { active: P.dragonair },
        ],
      })
      d.pick('Play Defender').pick('Machoke').pick('Attack: Submission')
      expect(active(d.state, 0).damage).toBe(0)
      // The Defending Pokémon takes the attack's full 60.
      expect(active(d.state, 1).damage).toBe(60)
      // Said as any prevented damage is (rules.md DMG-5: the effect that reduced it to nothing is named), not left out.
      expect(eventsOf(d.events, 'damage-prevented')).toEqual([
        expect.objectContaining({ target: { seat: 0, zone: 'active' }, base: 20, by: { def: 'base1-80' } }),
      ])
    })

    if (rules === 'classic1999')
      it('classic1999: a Confused Machoke attacking itself for 20 (tails) takes none, and the log is told why', () => {
        const d = game({
          rules,
          flips: [false],
          players: [
            {
              active: {
                card: P.machoke,
                energy: [E.fighting, E.fighting, E.fire, E.fire],
                conditions: ['confused'],
              },
              hand: ['base1-80'],
            },
            { active: P.dragonair },
          ],
        })
        d.pick('Play Defender').pick('Machoke').pick('Attack: Submission')
        expect(active(d.state, 0).damage).toBe(0)
        expect(active(d.state, 1).damage).toBe(0)
        expect(eventsOf(d.events, 'damage-prevented')).toEqual([
          expect.objectContaining({ target: { seat: 0, zone: 'active' }, base: 20, by: { def: 'base1-80' } }),
        ])
      })

    it(`${rules}: Magnemite (40 HP) with Defender survives its own Selfdestruct (40 − 20 = 20)`, () => {
      const d = game({
        rules,
        players: [
          { active: { card: P.magnemite, energy: [E.lightning, E.lightning] }, hand: ['base1-80'] },
          { active: P.chansey },
        ],
      })
      d.pick('Play Defender').pick('Magnemite').pick('Attack: Selfdestruct')
      expect(active(d.state, 0).damage).toBe(20)
      expect(pile(d.state, 0, 'discard')).not.toContain(P.magnemite)
    })
  }
})
