import { describe, expect, it } from 'vitest'
import { E, active, crz, game } from './helpers'

const LAPRAS = 'swsh1-48' // a Basic Water Pokémon, 130 HP, no Weakness to Metal
const DREDNAW = ['swsh1-60', 'swsh1-61'] // a Stage 1, 130 HP

function attackWith(card: string | string[], energy: string[], flips: boolean[], defender: string | string[] = LAPRAS) {
  return game({ flips, players: [{ active: { card, energy } }, { active: { card: defender } }] })
}

describe('swsh12pt5-84 Galarian Meowth', () => {
  for (const [heads, damage] of [
    [true, 30],
    [false, 10],
  ] as const)
    it(`Fasten Claws: ${damage} on ${heads ? 'heads' : 'tails'}`, () => {
      const d = attackWith(crz(84), [E.metal], [heads]).pick('Attack: Fasten Claws')
      expect(active(d.state, 1).damage).toBe(damage)
    })
})

describe('swsh12pt5-85 Galarian Perrserker', () => {
  it('evolves from Galarian Meowth', () => {
    const d = game({ players: [{ active: crz(84), hand: [crz(85)] }, { active: LAPRAS }] })
    expect(d.has('Evolve Galarian Meowth into Galarian Perrserker')).toBe(true)
  })
  for (const [heads, damage] of [
    [true, 90],
    [false, 30],
  ] as const)
    it(`Sharp Claws: ${damage} on ${heads ? 'heads' : 'tails'}`, () => {
      const d = attackWith([crz(84), crz(85)], [E.metal, E.fire], [heads]).pick('Attack: Sharp Claws')
      expect(active(d.state, 1).damage).toBe(damage)
    })
})

describe('swsh12pt5-86 Scizor', () => {
  const SCIZOR = ['swsh2-4', crz(86)] // Rebel Clash Scyther below it
  for (const [heads, damage] of [
    [true, 60],
    [false, 30],
  ] as const)
    it(`X-Scissor: ${damage} on ${heads ? 'heads' : 'tails'}`, () => {
      const d = attackWith(SCIZOR, [E.fire], [heads]).pick('Attack: X-Scissor')
      expect(active(d.state, 1).damage).toBe(damage)
    })
  it('Dangerous Claws: 160 against a Basic Pokémon (Lapras V), 80 against an evolved one', () => {
    const energy = [E.fire, E.fire, E.fire]
    expect(active(attackWith(SCIZOR, energy, [], 'swsh1-49').pick('Attack: Dangerous Claws').state, 1).damage).toBe(160)
    expect(active(attackWith(SCIZOR, energy, [], DREDNAW).pick('Attack: Dangerous Claws').state, 1).damage).toBe(80)
  })
})

describe('swsh12pt5-90 Metang', () => {
  for (const [flips, damage] of [
    [[true, true], 90],
    [[true, false], 60],
    [[false, false], 30],
  ] as const)
    it(`Bullet Punch: ${damage} with ${flips.filter(Boolean).length} heads`, () => {
      const d = attackWith(crz(90), [E.metal, E.fire], [...flips]).pick('Attack: Bullet Punch')
      expect(active(d.state, 1).damage).toBe(damage)
    })
})
