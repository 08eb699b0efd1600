/**
 * Capability: a Trainer played as a Pokémon (TrainerDef.playAsPokemon) with Abilities (playAsPokemon.abilities),
 * Evolution from it by name, and the Trainer-kind limits that apply to putting it onto the Bench.
 */
import { describe, expect, it } from 'vitest'
import { makeCardDb } from '../api/card'
import type { PokemonDef, TrainerDef } from '../api/card'
import { TEST_CARDS } from '../testing/cards'
import type { Driver } from '../testing/scenario'
import type { SideSpec } from '../testing/scenario'
import { active, top } from '../testing/read'
import { harness } from '../testing/harness'

const fossil: TrainerDef = {
  kind: 'trainer',
  id: 'cap-fossil',
  name: 'Cap Fossil',
  trainerKind: 'item',
  playAsPokemon: {
    hp: 60,
    types: ['colorless'],
    retreat: 0,
    canRetreat: false,
    discardable: true,
    abilities: [{ name: 'Shell', hooks: { incomingDamage: (_h, d) => (d.fromAttack ? d.amount - 30 : d.amount) } }],
  },
  hooks: { preventCondition: () => true },
}
const fromFossil: PokemonDef = {
  kind: 'pokemon',
  id: 'cap-shellder',
  name: 'Shell Thing',
  stage: 'stage1',
  evolvesFrom: 'Cap Fossil',
  hp: 90,
  types: ['water'],
  retreat: 1,
  attacks: [{ name: 'Splash', cost: [], damage: 10 }],
}
/** Blocks every Ability in play (a Stadium) and, as a Pokémon's Ability, the opponent's Item cards. */
const quiet: TrainerDef = {
  kind: 'trainer',
  id: 'cap-quiet',
  name: 'Quiet Field',
  trainerKind: 'stadium',
  hooks: { blocksAbilities: () => true },
}
const itemLock: PokemonDef = {
  kind: 'pokemon',
  id: 'cap-lock',
  name: 'Locker',
  stage: 'basic',
  hp: 100,
  types: ['grass'],
  retreat: 1,
  attacks: [{ name: 'Hit', cost: [], damage: 50 }],
  abilities: [{ name: 'No Items', hooks: { blocksTrainer: (h, seat, kind) => seat !== h.owner && kind === 'item' } }],
}
const { game } = harness(makeCardDb([...TEST_CARDS, fossil, fromFossil, quiet, itemLock]))
const deck = ['energy-fire', 'energy-fire', 'energy-fire']

function start(me: SideSpec, opp: SideSpec, current: 0 | 1 = 0, stadium?: string): Driver {
  return game({
    current,
    players: [
      { deck, ...me },
      { deck, ...opp },
    ],
    ...(stadium ? { stadium: { card: stadium, owner: 1 } } : {}),
  })
}

describe('Trainer played as a Pokémon: Abilities, Evolution, Item limits', () => {
  it('its Ability works while it is in play (damage reduced by 30)', () => {
    const d = start({ active: 'cap-fossil', bench: ['water-basic'] }, { active: 'cap-lock' }, 1).pick('Attack: Hit')
    expect(active(d.state, 0).damage).toBe(20)
  })
  it('its Ability is an Ability: something that blocks Abilities stops it', () => {
    const d = start({ active: 'cap-fossil', bench: ['water-basic'] }, { active: 'cap-lock' }, 1, 'cap-quiet').pick(
      'Attack: Hit',
    )
    expect(active(d.state, 0).damage).toBe(50)
  })
  it('a Stage 1 whose "evolves from" is its name evolves from it; the Ability and immunities then end', () => {
    const d = start({ active: 'cap-fossil', bench: ['water-basic'], hand: ['cap-shellder'] }, { active: 'cap-lock' })
    d.pick('Evolve Cap Fossil into Shell Thing')
    expect(top(d.state, active(d.state, 0))).toBe('cap-shellder')
    expect(d.labels()).not.toContain('Discard Shell Thing from play')
    d.pick('End turn').pick('Attack: Hit')
    expect(active(d.state, 0).damage).toBe(50) // no Shell any more
  })
  it('is not offered for Evolution the turn it was put onto the Bench', () => {
    const d = start({ active: 'water-basic', hand: ['cap-fossil', 'cap-shellder'] }, { active: 'water-basic' })
    d.pick('Put Cap Fossil on the Bench')
    expect(d.labels().some((l) => l.startsWith('Evolve'))).toBe(false)
    d.pick('End turn').pick('End turn')
    expect(d.labels()).toContain('Evolve Cap Fossil into Shell Thing')
  })
  it("can't be put onto the Bench while its owner can't play Item cards", () => {
    const locked = start({ active: 'water-basic', hand: ['cap-fossil'] }, { active: 'cap-lock' })
    expect(locked.labels()).not.toContain('Put Cap Fossil on the Bench')
    const free = start({ active: 'water-basic', hand: ['cap-fossil'] }, { active: 'water-basic' })
    expect(free.labels()).toContain('Put Cap Fossil on the Bench')
  })
})
