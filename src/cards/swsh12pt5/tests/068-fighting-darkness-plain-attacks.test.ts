import { describe, expect, it } from 'vitest'
import { E, active, crz, game, top } from './helpers'

const DHELMISE_V = 'swsh1-9' // 220 HP, weak to Fire only

describe('swsh12pt5 68-81: plain attacks', () => {
  for (const [card, name, energy, damage] of [
    [[crz(68)], 'Tackle', [E.fighting], 30],
    [[crz(68)], 'Boulder Crush', [E.fighting, E.fire, E.fire], 70],
    [[crz(69)], 'Spinning Attack', [E.fighting, E.fire], 50],
    [[crz(70)], 'Smack', [E.fire, E.fire], 20],
    [[crz(71)], 'Low Kick', [E.fighting, E.fighting], 50],
    [[crz(72)], 'Chop', [E.fire, E.fire], 30],
    [[crz(73)], 'Smash Kick', [E.fighting, E.fire], 20],
    [[crz(76)], 'Slash', [E.darkness], 30],
    [[crz(77), crz(78)], 'Claw Slash', [E.darkness, E.darkness, E.fire], 110],
    [[crz(79)], 'Bite', [E.darkness], 20],
    [[crz(72), crz(80)], 'Corkscrew Punch', [E.darkness, E.fire], 60],
    [[crz(81)], 'Tackle', [E.darkness], 10],
    [[crz(81)], 'Melt', [E.darkness, E.fire], 20],
    [[crz(81), crz(82)], 'Razor Fin', [E.darkness, E.fire], 60],
  ] as const)
    it(`${name} (${card.at(-1)}): ${damage}`, () => {
      const d = game({ players: [{ active: { card: [...card], energy: [...energy] } }, { active: DHELMISE_V }] })
      d.pick(`Attack: ${name}`)
      expect(active(d.state, 1).damage).toBe(damage)
    })

  for (const [from, to, fromName, toName] of [
    [crz(73), crz(74), 'Rockruff', 'Lycanroc'],
    [crz(77), crz(78), 'Purrloin', 'Liepard'],
    [crz(72), crz(80), 'Pancham', 'Pangoro'],
    [crz(81), crz(82), 'Skrelp', 'Dragalge'],
  ])
    it(`${toName} evolves from ${fromName}`, () => {
      const d = game({ players: [{ active: from!, hand: [to!] }, { active: DHELMISE_V }] })
      d.pick(`Evolve ${fromName} into ${toName}`)
      expect(top(d.state, active(d.state, 0))).toBe(to)
    })
})
