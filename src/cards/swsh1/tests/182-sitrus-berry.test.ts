import { describe, expect, it } from 'vitest'
import { E, active, game, pile, swsh1 } from './helpers'
import { CHARMANDER, CHARMELEON, MACHOP, STARYU } from './trainer-pokemon'

describe('swsh1-182 Sitrus Berry', () => {
  it('with 3 or more damage counters: heals 30 at the end of the turn, and is discarded', () => {
    const d = game({
      players: [{ active: { card: CHARMANDER, damage: 30, tools: [swsh1(182)] } }, { active: MACHOP }],
    })
    d.pick('End turn')
    expect(active(d.state, 0).damage).toBe(0)
    expect(active(d.state, 0).tools).toEqual([])
    expect(pile(d.state, 0, 'discard')).toEqual([swsh1(182)])
  })
  it("after the opponent's attack puts the counters on, it heals at the end of that turn", () => {
    const d = game({
      current: 1,
      players: [
        { active: { card: CHARMANDER, damage: 10, tools: [swsh1(182)] } },
        { active: { card: MACHOP, energy: [E.fighting] } },
      ],
    })
    d.pick('Attack: Low Kick') // 20: 30 damage now; the attack ends the turn
    expect(active(d.state, 0).damage).toBe(0)
    expect(pile(d.state, 0, 'discard')).toEqual([swsh1(182)])
  })
  it('with fewer than 3 damage counters nothing happens and it stays', () => {
    const d = game({
      players: [{ active: { card: CHARMANDER, damage: 20, tools: [swsh1(182)] } }, { active: MACHOP }],
    })
    d.pick('End turn')
    expect(active(d.state, 0).damage).toBe(20)
    expect(active(d.state, 0).tools).toHaveLength(1)
  })
  it('works once: after it is discarded, new damage stays', () => {
    const d = game({
      players: [
        { active: { card: CHARMELEON, damage: 30, tools: [swsh1(182)] } },
        { active: { card: STARYU, energy: [E.water] } },
      ],
    })
    d.pick('End turn') // healed to 0, the Berry is discarded
    d.pick('Attack: Slap') // 20 ×2 (Weakness Water) = 40
    expect(active(d.state, 0).damage).toBe(40)
  })
})
