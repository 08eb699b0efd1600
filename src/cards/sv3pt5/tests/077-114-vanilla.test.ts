/** Attacks with no text in sv3pt5-77 … 114: damage to the Defending Pokémon, with Weakness where it applies. */
import { describe, expect, it } from 'vitest'
import type { Driver } from '../../../engine/testing/scenario'
import { E, game, sv } from './helpers'

/** Damage put on seat 1's Active Pokémon by the attack (read from the events: a Knock Out removes it). */
const dealt = (d: Driver): number =>
  d.events.reduce(
    (n, e) => (e.type === 'damage' && e.target.seat === 1 && e.target.zone === 'active' ? n + e.amount : n),
    0,
  )

const MUK = [sv(88), sv(89)] // 150 HP Darkness, Weakness Fighting
const EXEGGUTOR = [sv(102), sv(103)] // 140 HP Grass, Weakness Fire

const cases: [string, string[], string[], string, string[], number][] = [
  ['Ponyta', [sv(77)], [E.fire, E.fire, E.fire], 'Flop', MUK, 30],
  ['Slowpoke', [sv(79)], [E.psychic, E.psychic], 'Headbutt', MUK, 20],
  ['Magnemite', [sv(81)], [E.lightning], 'Tiny Charge', MUK, 10],
  ['Magneton', [sv(81), sv(82)], [E.lightning, E.lightning, E.lightning], 'Head Bolt', MUK, 60],
  ["Farfetch'd", [sv(83)], [E.fire], 'Leek Clobber', MUK, 30],
  ['Seel', [sv(86)], [E.water], 'Chilly', MUK, 20],
  ['Dewgong', [sv(86), sv(87)], [E.water, E.water, E.water], 'Aurora Beam', MUK, 100],
  ['Muk', MUK, [E.darkness, E.darkness, E.darkness, E.darkness], 'Sludge Bomb', EXEGGUTOR, 180],
  ['Gastly', [sv(92)], [E.psychic], 'Suffocating Gas', MUK, 20],
  ['Haunter', [sv(92), sv(93)], [E.psychic, E.psychic], 'Mumble', MUK, 30],
  ['Onix (Weakness)', [sv(95)], [E.fighting, E.fighting, E.fighting, E.fighting], 'Heavy Impact', MUK, 200],
  ['Drowzee', [sv(96)], [E.psychic, E.psychic], 'Zen Headbutt', MUK, 30],
  ['Hypno', [sv(96), sv(97)], [E.psychic, E.psychic, E.psychic], 'Super Psy Bolt', MUK, 110],
  ['Krabby', [sv(98)], [E.water, E.water, E.water], 'Crabhammer', MUK, 50],
  ['Kingler', [sv(98), sv(99)], [E.water, E.water, E.water, E.water], 'Guillotine', MUK, 220],
  ['Electrode', [sv(100), sv(101)], [E.lightning, E.lightning], 'Electro Ball', MUK, 70],
  ['Exeggutor', EXEGGUTOR, [E.grass, E.grass, E.grass], 'Hammer In', MUK, 130],
  ['Hitmonlee (Weakness)', [sv(106)], [E.fighting, E.fighting, E.fighting], 'Low Kick', MUK, 200],
  ['Rhyhorn (Weakness)', [sv(111)], [E.fighting, E.fighting, E.fighting], 'Boulder Crush', MUK, 140],
  ['Rhydon (Weakness)', [sv(111), sv(112)], [E.fighting, E.fighting], 'Wrack Down', MUK, 60],
  ['Chansey', [sv(113)], [E.fire, E.fire, E.fire], 'Gentle Slap', MUK, 70],
]

describe('sv3pt5-77…114 attacks without text', () => {
  for (const [who, card, energy, name, target, damage] of cases) {
    it(`${who}: ${name} does ${damage}`, () => {
      const d = game({ players: [{ active: { card, energy } }, { active: { card: target }, bench: [sv(96)] }] })
      d.pick(`Attack: ${name}`)
      expect(dealt(d)).toBe(damage)
    })
  }

  it('Exeggutor takes double damage from Fire (Weakness as printed)', () => {
    const d = game({
      players: [{ active: { card: sv(77), energy: [E.fire, E.fire, E.fire] } }, { active: { card: EXEGGUTOR } }],
    })
    d.pick('Attack: Flop')
    expect(dealt(d)).toBe(60)
  })
})
