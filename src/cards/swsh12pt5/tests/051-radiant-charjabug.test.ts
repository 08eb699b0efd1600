import { describe, expect, it } from 'vitest'
import { createEngine, makeCardDb } from '../../../engine'
import type { PokemonDef } from '../../../engine'
import { fill, harness } from '../../../engine/testing/harness'
import { loadedCards } from '../../registry'
import { E, active, bench, crz, game } from './helpers'

const CHARJABUG = crz(51)
const ZERAORA_V = crz(53)
const ZERAORA_VMAX = [crz(53), crz(54)]
const ZERAORA = crz(52) // not a Pokémon V
const SNORLAX_V = 'swsh1-141' // 220 HP, Weakness Fighting
const LAPRAS_V = 'swsh1-49' // 210 HP, Weakness Lightning
const GALARIAN_WEEZING = ['swsh2-112', 'swsh2-113'] // Neutralizing Gas: the opponent's Pokémon have no Abilities

/** The main-menu action attaching the Energy card in hand to the Pokémon named `name`. */
const attachTo = (labels: string[], name: string): string =>
  labels.find((l) => l.startsWith('Attach') && l.includes(name))!

describe('swsh12pt5-51 Radiant Charjabug: Shocking Block', () => {
  it("its owner's attachment from the hand to their Pokémon V: 2 damage counters on it", () => {
    const d = game({
      players: [{ active: CHARJABUG, bench: [ZERAORA_V], hand: [E.lightning] }, { active: SNORLAX_V }],
    })
    d.pick(attachTo(d.labels(), 'Zeraora V'))
    expect(bench(d.state, 0, 0).energy).toHaveLength(1)
    expect(bench(d.state, 0, 0).damage).toBe(20)
    expect(active(d.state, 0).damage).toBe(0)
  })

  it('a Pokémon VMAX is a Pokémon V too', () => {
    const d = game({
      players: [{ active: { card: ZERAORA_VMAX }, bench: [CHARJABUG], hand: [E.lightning] }, { active: SNORLAX_V }],
    })
    d.pick(attachTo(d.labels(), 'Zeraora VMAX'))
    expect(active(d.state, 0).damage).toBe(20)
  })

  it('no damage counters for an attachment to a Pokémon that is not a Pokémon V', () => {
    const d = game({
      players: [{ active: ZERAORA, bench: [CHARJABUG], hand: [E.lightning] }, { active: SNORLAX_V }],
    })
    d.pick(attachTo(d.labels(), 'Zeraora'))
    expect(active(d.state, 0).energy).toHaveLength(1)
    expect(active(d.state, 0).damage).toBe(0)
  })

  it("the opponent's attachment from the hand to their own Pokémon V, during their turn: 2 damage counters on it", () => {
    const d = game({ players: [{ active: CHARJABUG }, { active: SNORLAX_V, hand: [E.fire] }] })
    d.pick('End turn')
    d.pick(attachTo(d.labels(), 'Snorlax V'))
    expect(active(d.state, 1).damage).toBe(20)
  })

  it("does nothing while the opponent's Galarian Weezing blocks its Ability", () => {
    const d = game({
      players: [{ active: ZERAORA_V, bench: [CHARJABUG], hand: [E.lightning] }, { active: { card: GALARIAN_WEEZING } }],
    })
    d.pick(attachTo(d.labels(), 'Zeraora V'))
    expect(active(d.state, 0).energy).toHaveLength(1)
    expect(active(d.state, 0).damage).toBe(0)
  })

  /** A Pokémon V shielded from the opponent's Abilities (as Antique Old Amber is): no such card in our sets yet. */
  const SHIELDED_V: PokemonDef = {
    kind: 'pokemon',
    id: 'test-shielded-v',
    name: 'Shielded V',
    stage: 'basic',
    ruleBox: 'V',
    hp: 200,
    types: ['colorless'],
    retreat: 1,
    attacks: [],
    hooks: { preventAbilityEffects: (h, source) => !!source && source.seat !== h.owner },
  }
  it("spares an opponent's Pokémon V protected from the effects of its opponent's Abilities", () => {
    const d = harness(createEngine(makeCardDb([...loadedCards(), SHIELDED_V])), {
      rules: 'swsh',
      deck: fill(5, E.fire),
      prizes: fill(6, E.fire),
    }).game({ players: [{ active: CHARJABUG }, { active: SHIELDED_V.id, hand: [E.fire] }] })
    d.pick('End turn')
    d.pick(attachTo(d.labels(), 'Shielded V'))
    expect(active(d.state, 1).energy).toHaveLength(1)
    expect(active(d.state, 1).damage).toBe(0)
  })
})

describe('swsh12pt5-51 Radiant Charjabug: Linear Attack', () => {
  const start = () =>
    game({
      players: [
        { active: { card: CHARJABUG, energy: [E.lightning] } },
        { active: LAPRAS_V, bench: [{ card: LAPRAS_V }] },
      ],
    })
  it("30 damage to the opponent's Active Pokémon, Weakness applied", () => {
    const d = start().pick('Attack: Linear Attack')
    d.pickIndices([0])
    expect(active(d.state, 1).damage).toBe(60)
    expect(bench(d.state, 1, 0).damage).toBe(0)
  })
  it('30 damage to a Benched Pokémon, no Weakness', () => {
    const d = start().pick('Attack: Linear Attack')
    d.pickIndices([1])
    expect(bench(d.state, 1, 0).damage).toBe(30)
    expect(active(d.state, 1).damage).toBe(0)
  })
})
