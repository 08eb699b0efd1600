/**
 * Small test-only card definitions that switch engine mechanics on (ex, Tera, VMAX, VSTAR, GX, Mega, BREAK,
 * Tools, Stadiums, Special Energy…). They are not real cards; real sets live in src/cards.
 */
import type { CardDef, EnergyDef, PokemonDef, TrainerDef } from '../api/card'
import { makeCardDb } from '../api/card'
import type { EnergyType } from '../model/types'
import { ENERGY_TYPES } from '../model/types'

const basicEnergy = (type: EnergyType): EnergyDef => ({
  kind: 'energy',
  id: `energy-${type}`,
  name: `${type[0]!.toUpperCase()}${type.slice(1)} Energy`,
  basic: true,
  provides: [{ types: [type] }],
})

export const ENERGY = Object.fromEntries(
  ENERGY_TYPES.filter((t) => t !== 'colorless' && t !== 'dragon').map((t) => [t, `energy-${t}`]),
) as Record<Exclude<EnergyType, 'colorless' | 'dragon'>, string>

const mon = (p: Partial<PokemonDef> & Pick<PokemonDef, 'id' | 'name' | 'hp' | 'types'>): PokemonDef => ({
  kind: 'pokemon',
  stage: 'basic',
  retreat: 1,
  attacks: [{ name: 'Tackle', cost: ['colorless'], damage: 10 }],
  ...p,
})

const trainer = (p: Partial<TrainerDef> & Pick<TrainerDef, 'id' | 'name' | 'trainerKind'>): TrainerDef => ({
  kind: 'trainer',
  ...p,
})

export const TEST_CARDS: CardDef[] = [
  ...ENERGY_TYPES.filter((t) => t !== 'colorless' && t !== 'dragon').map(basicEnergy),
  {
    kind: 'energy',
    id: 'energy-double-colorless',
    name: 'Double Colorless Energy',
    basic: false,
    provides: [{ types: ['colorless'] }, { types: ['colorless'] }],
  },
  { kind: 'energy', id: 'energy-rainbow', name: 'Rainbow Energy', basic: false, provides: [{ types: 'any' }] },
  mon({
    id: 'fire-basic',
    name: 'Flamelet',
    hp: 50,
    types: ['fire'],
    weakness: [{ type: 'water', op: '×' }],
    retreat: 1,
    attacks: [
      { name: 'Scratch', cost: ['colorless'], damage: 10 },
      { name: 'Ember', cost: ['fire', 'colorless'], damage: 30 },
    ],
  }),
  mon({
    id: 'fire-stage1',
    name: 'Flamewing',
    stage: 'stage1',
    evolvesFrom: 'Flamelet',
    hp: 80,
    types: ['fire'],
    weakness: [{ type: 'water', op: '×' }],
    retreat: 1,
    attacks: [{ name: 'Flame Tail', cost: ['fire', 'colorless'], damage: 50 }],
  }),
  mon({
    id: 'fire-stage2',
    name: 'Flamelord',
    stage: 'stage2',
    evolvesFrom: 'Flamewing',
    hp: 150,
    types: ['fire'],
    retreat: 3,
    attacks: [{ name: 'Inferno', cost: ['fire', 'fire', 'colorless'], damage: 120 }],
  }),
  mon({
    id: 'water-basic',
    name: 'Splashling',
    hp: 60,
    types: ['water'],
    weakness: [{ type: 'lightning', op: '×' }],
    resistance: [{ type: 'fire', op: '-', value: 30 }],
    retreat: 1,
    attacks: [{ name: 'Bubble', cost: ['water'], damage: 20 }],
  }),
  mon({
    id: 'grass-basic',
    name: 'Leaflet',
    hp: 70,
    types: ['grass'],
    weakness: [{ type: 'fire', op: '×' }],
    retreat: 2,
    attacks: [{ name: 'Vine Whip', cost: ['grass'], damage: 20 }],
  }),
  mon({
    id: 'colorless-basic',
    name: 'Puffball',
    hp: 30,
    types: ['colorless'],
    retreat: 0,
    attacks: [{ name: 'Pound', cost: [], damage: 10 }],
  }),
  mon({
    id: 'big-basic',
    name: 'Boulderback',
    hp: 200,
    types: ['fighting'],
    retreat: 4,
    attacks: [{ name: 'Rumble', cost: ['colorless', 'colorless'], damage: 30 }],
  }),
  mon({
    id: 'ex-basic',
    name: 'Flamelet ex',
    ruleBox: 'ex',
    hp: 190,
    types: ['fire'],
    retreat: 2,
    attacks: [{ name: 'Blaze', cost: ['fire'], damage: 60 }],
  }),
  mon({
    id: 'tera-basic',
    name: 'Crystal ex',
    ruleBox: 'tera-ex',
    hp: 200,
    types: ['water'],
    retreat: 2,
    attacks: [{ name: 'Shard', cost: ['water'], damage: 50 }],
  }),
  mon({
    id: 'v-basic',
    name: 'Voltling V',
    ruleBox: 'V',
    hp: 200,
    types: ['lightning'],
    retreat: 1,
    attacks: [{ name: 'Zap', cost: ['lightning'], damage: 40 }],
  }),
  mon({
    id: 'vstar',
    name: 'Voltling VSTAR',
    stage: 'vstar',
    evolvesFrom: 'Voltling V',
    ruleBox: 'VSTAR',
    hp: 260,
    types: ['lightning'],
    retreat: 1,
    attacks: [{ name: 'Star Bolt', cost: ['lightning'], damage: 100, oncePerGame: 'vstar' }],
  }),
  mon({
    id: 'vmax',
    name: 'Voltling VMAX',
    stage: 'vmax',
    evolvesFrom: 'Voltling V',
    ruleBox: 'VMAX',
    hp: 320,
    types: ['lightning'],
    retreat: 2,
    attacks: [{ name: 'Max Bolt', cost: ['lightning'], damage: 150 }],
  }),
  mon({
    id: 'gx-basic',
    name: 'Shadow-GX',
    ruleBox: 'GX',
    hp: 180,
    types: ['darkness'],
    retreat: 2,
    attacks: [{ name: 'Night GX', cost: ['colorless'], damage: 100, oncePerGame: 'gx' }],
  }),
  mon({
    id: 'ex-big',
    name: 'Titan-EX',
    ruleBox: 'EX',
    hp: 170,
    types: ['grass'],
    retreat: 2,
    attacks: [{ name: 'Stomp', cost: ['colorless'], damage: 20 }],
  }),
  mon({
    id: 'mega',
    name: 'M Titan-EX',
    stage: 'mega',
    evolvesFrom: 'Titan-EX',
    ruleBox: 'EX',
    hp: 230,
    types: ['grass'],
    retreat: 3,
    attacks: [{ name: 'Mega Stomp', cost: ['colorless'], damage: 100 }],
  }),
  mon({
    id: 'break',
    name: 'Flamewing BREAK',
    stage: 'break',
    evolvesFrom: 'Flamewing',
    hp: 130,
    types: ['fire'],
    retreat: 0,
    attacks: [{ name: 'Break Burn', cost: ['fire'], damage: 90 }],
  }),
  mon({
    id: 'tagteam',
    name: 'Duo & Trio-GX',
    ruleBox: 'TAG TEAM',
    hp: 270,
    types: ['psychic'],
    retreat: 3,
    attacks: [{ name: 'Team Beam', cost: ['colorless'], damage: 30 }],
  }),
  mon({ id: 'radiant', name: 'Radiant Flamelet', ruleBox: 'Radiant', hp: 130, types: ['fire'], retreat: 1 }),
  trainer({
    id: 'item-draw',
    name: 'Quick Draw',
    trainerKind: 'item',
    play(c) {
      c.draw(2)
    },
  }),
  trainer({
    id: 'supporter-draw',
    name: 'Professor Test',
    trainerKind: 'supporter',
    play(c) {
      c.draw(3)
    },
  }),
  trainer({ id: 'stadium-a', name: 'Test Arena', trainerKind: 'stadium' }),
  trainer({ id: 'stadium-b', name: 'Test Field', trainerKind: 'stadium' }),
  trainer({
    id: 'tool-boost',
    name: 'Power Band',
    trainerKind: 'tool',
    hooks: { outgoingDamage: (_h, d) => (d.fromAttack ? d.amount + 10 : d.amount) },
  }),
  trainer({
    id: 'ace-spec',
    name: 'Master Test',
    trainerKind: 'item',
    aceSpec: true,
    play(c) {
      c.draw(1)
    },
  }),
  trainer({
    id: 'ace-spec-2',
    name: 'Grand Test',
    trainerKind: 'item',
    aceSpec: true,
    play(c) {
      c.draw(1)
    },
  }),
  trainer({
    id: 'prism',
    name: 'Prism Test',
    trainerKind: 'item',
    prismStar: true,
    play(c) {
      c.draw(1)
    },
  }),
]

export const testDb = () => makeCardDb(TEST_CARDS)

/** A legal-size deck: `pokemon` cards repeated, filled with basic Energy of `energy`. */
export function testDeck(pokemon: string[], energy: string = ENERGY.fire, size = 60): string[] {
  const out = [...pokemon]
  while (out.length < size) out.push(energy)
  return out.slice(0, size)
}
