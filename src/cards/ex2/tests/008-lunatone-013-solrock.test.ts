import { describe, expect, it } from 'vitest'
import { E, active, game, menu, pile, ss } from './helpers'

const LUNATONE = ss(8)
const SOLROCK = ss(13)
const DUSCLOPS = ss(4) // 70 HP, weak to Darkness, resists Fighting
const AZUMARILL = [ss(68), ss(30)] // an Evolved Pokémon

describe('ex2-8 Lunatone', () => {
  it('Lunar Eclipse, with Solrock in play, makes Lunatone Darkness for the turn: Weakness to Darkness applies', () => {
    const d = game({
      players: [{ active: { card: LUNATONE, energy: [E.psychic, E.fire] }, bench: [SOLROCK] }, { active: DUSCLOPS }],
    })
    d.pick('Use Lunar Eclipse').pick('Attack: Lunar Blast')
    expect(active(d.state, 1).damage).toBe(60)
    // "Until the end of your turn": the lasting effect is gone once the turn is over.
    expect(active(d.state, 0).markers).toEqual([])
  })

  it('without Lunar Eclipse, Lunar Blast does 30 (Psychic)', () => {
    const d = game({
      players: [{ active: { card: LUNATONE, energy: [E.psychic, E.fire] }, bench: [SOLROCK] }, { active: DUSCLOPS }],
    })
    d.pick('Attack: Lunar Blast')
    expect(active(d.state, 1).damage).toBe(30)
  })

  it("Lunar Eclipse needs Solrock in play (the opponent's counts), once a turn, never under a Special Condition", () => {
    expect(menu(game({ players: [{ active: LUNATONE }, { active: DUSCLOPS }] }))).not.toContain('Use Lunar Eclipse')
    const theirs = game({ players: [{ active: LUNATONE }, { active: DUSCLOPS, bench: [SOLROCK] }] })
    expect(menu(theirs)).toContain('Use Lunar Eclipse')
    theirs.pick('Use Lunar Eclipse')
    expect(menu(theirs)).not.toContain('Use Lunar Eclipse')
    for (const condition of ['poisoned', 'burned', 'asleep'] as const) {
      const sick = game({
        players: [{ active: { card: LUNATONE, conditions: [condition] }, bench: [SOLROCK] }, { active: DUSCLOPS }],
      })
      expect(menu(sick), condition).not.toContain('Use Lunar Eclipse')
    }
  })

  it('Cosmic Draw draws 3 cards if the opponent has an Evolved Pokémon in play, else nothing', () => {
    const evolved = game({
      players: [{ active: { card: LUNATONE, energy: [E.fire] } }, { active: DUSCLOPS, bench: [{ card: AZUMARILL }] }],
    })
    evolved.pick('Attack: Cosmic Draw')
    expect(pile(evolved.state, 0, 'hand')).toHaveLength(3)
    const basics = game({
      players: [{ active: { card: LUNATONE, energy: [E.fire] } }, { active: DUSCLOPS, bench: [ss(85)] }],
    })
    basics.pick('Attack: Cosmic Draw')
    expect(pile(basics.state, 0, 'hand')).toEqual([])
  })
})

describe('ex2-13 Solrock', () => {
  it('Solar Eclipse, with Lunatone in play, makes Solrock Fire for the turn: no Resistance to Fighting', () => {
    const energy = [E.fighting, E.fire, E.fire]
    const plain = game({ players: [{ active: { card: SOLROCK, energy }, bench: [LUNATONE] }, { active: DUSCLOPS }] })
    plain.pick('Attack: Solar Blast')
    expect(active(plain.state, 1).damage).toBe(10)
    const eclipse = game({ players: [{ active: { card: SOLROCK, energy }, bench: [LUNATONE] }, { active: DUSCLOPS }] })
    eclipse.pick('Use Solar Eclipse').pick('Attack: Solar Blast')
    expect(active(eclipse.state, 1).damage).toBe(40)
  })

  it('Solar Eclipse needs Lunatone in play; Cosmic Draw as Lunatone', () => {
    expect(menu(game({ players: [{ active: SOLROCK }, { active: DUSCLOPS }] }))).not.toContain('Use Solar Eclipse')
    const d = game({ players: [{ active: { card: SOLROCK, energy: [E.fire] } }, { active: { card: AZUMARILL } }] })
    d.pick('Attack: Cosmic Draw')
    expect(pile(d.state, 0, 'hand')).toHaveLength(3)
  })
})
