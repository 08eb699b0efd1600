import { describe, expect, it } from 'vitest'
import type { CardDef, PokemonDef, SlotView, TrainerDef } from '../../engine'
import { cardDb, loadedCards } from '../../cards/registry'
import { abilityLabel, attachedWords, cardAccessibleName, damageLabel, ruleBoxText, trainerKindLabel } from './names'

// Every set is loaded by the Vitest setup (src/cards/load-all.setup.ts).
const ALL_CARDS = loadedCards()

const db = cardDb()
const byName = (name: string): CardDef => {
  const d = db.byName(name)[0]
  if (!d) throw new Error(`no card named ${name}`)
  return d
}

const slot = (over: Partial<SlotView> = {}): SlotView => ({
  faceDown: false,
  stack: [],
  energy: [],
  tools: [],
  damage: 0,
  conditions: { rotation: null, poisoned: false, burned: false },
  playedTurn: 0,
  markers: [],
  ...over,
})

describe('cardAccessibleName', () => {
  it('names a Pokémon with its HP', () => {
    expect(cardAccessibleName(byName('Charmander'))).toBe('Charmander, 50 HP')
  })

  it('adds damage and Special Conditions of a Pokémon in play', () => {
    const s = slot({ damage: 20, conditions: { rotation: 'asleep', poisoned: false, burned: false } })
    expect(cardAccessibleName(byName('Charmander'), s)).toBe('Charmander, 50 HP, 20 damage, Asleep')
    const all = slot({ damage: 60, conditions: { rotation: 'confused', poisoned: true, burned: true } })
    expect(cardAccessibleName(byName('Charizard'), all)).toBe(
      'Charizard, 120 HP, 60 damage, Confused, Poisoned, Burned',
    )
  })

  it("gives a Pokémon in play its HP now, as the view reports it (Wigglytuff ex's Expanding Body: 250 + 100)", () => {
    expect(cardAccessibleName(byName('Wigglytuff ex'), slot({ hp: 350, damage: 20 }))).toBe(
      'Wigglytuff ex, 350 HP, 20 damage',
    )
  })

  it('says nothing about damage when there is none', () => {
    expect(cardAccessibleName(byName('Pikachu'), slot())).toBe('Pikachu, 40 HP')
    const paralyzed = slot({ conditions: { rotation: 'paralyzed', poisoned: false, burned: false } })
    expect(cardAccessibleName(byName('Pikachu'), paralyzed)).toBe('Pikachu, 40 HP, Paralyzed')
  })

  it('names classic Trainers "Trainer" and modern ones by their kind', () => {
    expect(cardAccessibleName(byName('Potion'))).toBe('Potion, Trainer')
    const modern = (trainerKind: TrainerDef['trainerKind'], name: string): TrainerDef => ({
      kind: 'trainer',
      id: `t-${name}`,
      name,
      trainerKind,
    })
    expect(cardAccessibleName(modern('item', 'Ultra Ball'))).toBe('Ultra Ball, Item')
    expect(cardAccessibleName(modern('supporter', "Professor's Research"))).toBe("Professor's Research, Supporter")
    expect(cardAccessibleName(modern('stadium', 'Path to the Peak'))).toBe('Path to the Peak, Stadium')
    expect(cardAccessibleName(modern('tool', 'Choice Belt'))).toBe('Choice Belt, Pokémon Tool')
  })

  it('names a Trainer played as a Pokémon like a Pokémon in play: its HP and damage, not its Trainer kind', () => {
    const doll = byName('Clefairy Doll')
    expect(cardAccessibleName(doll)).toBe('Clefairy Doll, Trainer')
    expect(cardAccessibleName(doll, slot({ damage: 10 }))).toBe('Clefairy Doll, 10 HP, 10 damage')
    const fossil = byName('Antique Helix Fossil')
    expect(cardAccessibleName(fossil)).toBe('Antique Helix Fossil, Item')
    expect(cardAccessibleName(fossil, slot({ hp: 60 }))).toBe('Antique Helix Fossil, 60 HP')
  })

  it('lists what is attached, the same cards counted once', () => {
    expect(attachedWords([])).toBe('')
    expect(attachedWords(['Rigid Band'])).toBe(', Rigid Band attached')
    expect(attachedWords(['Basic Fire Energy', 'Basic Fire Energy', 'Basic Water Energy', 'Rigid Band'])).toBe(
      ', 2 Basic Fire Energy, Basic Water Energy and Rigid Band attached',
    )
  })

  it('names basic Energy plainly and marks Special Energy', () => {
    expect(cardAccessibleName(byName('Fire Energy'))).toBe('Fire Energy')
    expect(cardAccessibleName(byName('Double Colorless Energy'))).toBe('Double Colorless Energy, Special Energy')
  })

  it('hides a face-down Pokémon', () => {
    expect(cardAccessibleName(byName('Charmander'), slot({ faceDown: true }))).toBe('Face-down Pokémon')
  })

  it('gives every Base Set card a name that starts with the card name', () => {
    for (const d of ALL_CARDS) expect(cardAccessibleName(d).startsWith(d.name)).toBe(true)
  })
})

describe('card words', () => {
  it('labels damage with its printed suffix', () => {
    expect(damageLabel({ name: 'a', cost: [], damage: 10, damageSuffix: '×' })).toBe('10×')
    expect(damageLabel({ name: 'a', cost: [], damage: 50, damageSuffix: '-' })).toBe('50−')
    expect(damageLabel({ name: 'a', cost: [], damage: 0 })).toBe('')
  })

  it('states the Prize rule of rule-box Pokémon', () => {
    const mon = (ruleBox: PokemonDef['ruleBox']): PokemonDef => ({
      kind: 'pokemon',
      id: 'x',
      name: 'X',
      stage: 'basic',
      hp: 100,
      types: ['fire'],
      retreat: 1,
      attacks: [],
      ruleBox,
    })
    expect(ruleBoxText(mon(undefined))).toBeNull()
    expect(ruleBoxText(mon('ex'))).toEqual({
      title: 'Pokémon ex rule',
      text: 'Knock Out this Pokémon ex and the other player takes 2 Prize cards.',
    })
    expect(ruleBoxText(mon('V'))).toEqual({
      title: 'V rule',
      text: 'Knock Out this Pokémon V and the other player takes 2 Prize cards.',
    })
    expect(ruleBoxText(mon('VMAX'))?.title).toBe('VMAX rule')
    expect(ruleBoxText(mon('VMAX'))?.text).toMatch(/3 Prize cards/)
    expect(ruleBoxText(mon('Radiant'))?.text).toMatch(/1 Radiant Pokémon/)
  })

  it('keeps the classic label "Trainer" only for classic cards', () => {
    expect(trainerKindLabel(byName('Bill') as TrainerDef)).toBe('Trainer')
  })
})

describe('abilityLabel', () => {
  it('names an EX-era power by its kind, whatever the rule set calls Abilities', () => {
    expect(abilityLabel({ name: 'Baby Evolution', exKind: 'poke-power' }, 'Ability')).toBe('Poké-Power')
    expect(abilityLabel({ name: 'Thick Skin', exKind: 'poke-body' }, 'Poké-Power')).toBe('Poké-Body')
    expect(abilityLabel({ name: 'Rain Dance' }, 'Pokémon Power')).toBe('Pokémon Power')
    expect(abilityLabel({ name: 'Star Portal', vstarPower: true }, 'Ability')).toBe('VSTAR Power')
  })
})
