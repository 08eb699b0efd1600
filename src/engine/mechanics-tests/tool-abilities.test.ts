/**
 * Mechanism: a Pokémon Tool that gives the Pokémon it is attached to an Ability (TrainerDef.abilities, "the Pokémon V
 * this card is attached to can use the VSTAR Power on this card"). While the Tool is attached the Pokémon has the
 * Ability: offered in the main menu naming the Tool, spending the player's one VSTAR Power, blocked by what blocks
 * that Pokémon's Abilities, only on the Pokémon `abilitiesFor` allows, and gone with the Tool.
 */
import { describe, expect, it } from 'vitest'
import { isPokemonV, makeCardDb } from '../api/card'
import type { TrainerDef } from '../api/card'
import { TEST_CARDS } from '../testing/cards'
import { harness } from '../testing/harness'
import type { SideSpec } from '../testing/scenario'
import { active } from '../testing/read'

const stone: TrainerDef = {
  kind: 'trainer',
  id: 'm-star-stone',
  name: 'Star Stone',
  trainerKind: 'tool',
  abilitiesFor: isPokemonV,
  abilities: [
    {
      name: 'Star Wish',
      text: 'VSTAR Power. Draw 2 cards.',
      vstarPower: true,
      use(c) {
        c.draw(2)
      },
    },
    // A passive one: its hook works only while the Pokémon has the Ability.
    { name: 'Stone Skin', hooks: { incomingDamage: (_h, d) => (d.fromAttack ? d.amount - 30 : d.amount) } },
  ],
}
/** An Item that discards every Tool attached to its player's Active Pokémon. */
const toolDrop: TrainerDef = {
  kind: 'trainer',
  id: 'm-tool-drop',
  name: 'Tool Drop',
  trainerKind: 'item',
  play(c) {
    c.discard(c.me.active!.tools)
  },
}
/** A Stadium under which no Pokémon has Abilities. */
const quiet: TrainerDef = {
  kind: 'trainer',
  id: 'm-quiet',
  name: 'Quiet Field',
  trainerKind: 'stadium',
  hooks: { blocksAbilities: () => true },
}
const { game } = harness(makeCardDb([...TEST_CARDS, stone, toolDrop, quiet]))
const deck = ['energy-fire', 'energy-fire', 'energy-fire', 'energy-fire']
const WISH = 'Use Star Wish (Star Stone)'

function start(me: SideSpec, stadium?: string) {
  return game({
    players: [
      { deck, ...me },
      { deck, active: { card: 'big-basic', energy: ['energy-fire', 'energy-fire'] } },
    ],
    ...(stadium ? { stadium: { card: stadium, owner: 1 } } : {}),
  })
}
const vWithStone = { card: 'v-basic', tools: ['m-star-stone'] }

describe('an Ability on a Pokémon Tool', () => {
  it('the Pokémon V it is attached to uses it: the menu names the Tool, the VSTAR Power is spent for the game', () => {
    const me = { active: { ...vWithStone, energy: ['energy-lightning'] }, hand: ['vstar'] }
    const d = start(me)
    expect(d.labels()).toContain(WISH)
    const hand = d.state.players[0].hand.length
    d.pick(WISH)
    expect(d.state.players[0].hand.length).toBe(hand + 2)
    const used = d.events.find((e) => e.type === 'ability')
    expect(used).toMatchObject({ ability: 'Star Wish', power: 'vstar', tool: { def: 'm-star-stone' } })
    expect(d.labels()).not.toContain(WISH)
    // Spent for the game: a VSTAR's own VSTAR Power attack is refused afterwards (offered without Star Wish).
    d.pick('Evolve Voltling V into Voltling VSTAR')
    expect(d.labels()).not.toContain('Attack: Star Bolt')
    expect(start(me).pick('Evolve Voltling V into Voltling VSTAR').labels()).toContain('Attack: Star Bolt')
  })

  it('is refused once the player used another VSTAR Power', () => {
    const d = start({ active: vWithStone })
    const wish = d.decision.options.findIndex((o) => o.label === WISH)
    d.state.players[0].vstarUsed = true
    expect(d.tryPick([wish])).not.toBeNull()
    d.pick('End turn').pick('End turn')
    expect(d.labels()).not.toContain(WISH)
  })

  it('a Pokémon that is not a Pokémon V does not have it: not offered, its passive Ability does not work', () => {
    const d = start({ active: { card: 'fire-basic', tools: ['m-star-stone'] } })
    expect(d.labels()).not.toContain(WISH)
    d.pick('End turn').pick('Attack: Rumble')
    expect(active(d.state, 0).damage).toBe(30)
    const v = start({ active: vWithStone })
    v.pick('End turn').pick('Attack: Rumble')
    expect(active(v.state, 0).damage).toBe(0)
  })

  it('is blocked by what blocks the Pokémon’s Abilities: not offered, its passive Ability stops', () => {
    const d = start({ active: vWithStone }, 'm-quiet')
    expect(d.labels()).not.toContain(WISH)
    d.pick('End turn').pick('Attack: Rumble')
    expect(active(d.state, 0).damage).toBe(30)
  })

  it('leaves with the Tool', () => {
    const d = start({ active: vWithStone, hand: ['m-tool-drop'] })
    d.pick('Play Tool Drop')
    expect(d.state.players[0].discard.length).toBe(2)
    expect(d.labels()).not.toContain(WISH)
  })

  it('a tampered action naming a Tool not attached to that Pokémon is refused', () => {
    const d = start({ active: vWithStone, bench: [{ card: 'v-basic' }] })
    const i = d.decision.options.findIndex((o) => o.label === WISH)
    const o = d.decision.options[i]!
    if (o.kind !== 'action' || o.action.type !== 'ability') throw new Error('not an Ability action')
    o.action.source = { seat: 0, zone: 'bench', index: 0 }
    expect(d.tryPick([i])).not.toBeNull()
  })
})
