/**
 * Card sense (src/ai/card-sense, issue 21): the computer reads what a Trainer, Tool or Ability does from its
 * definition, so with no set hint at all (the name-keyed tables left out) it still plays them at sensible moments.
 * Built Base Set positions, the heuristic policy at its best (no randomness). Lives in src/sim because it needs the
 * cards (src/ai may not import src/cards).
 */
import { describe, expect, it } from 'vitest'
import { createEngine, viewFor, type GameState, type TrainerDef } from '../engine'
import { scenario, type ScenarioSpec } from '../engine/testing/scenario'
import { cardDb } from '../cards/registry'
import { freshTurnMemory, heuristicPicks, mainScores, type Hints } from '../ai/heuristic/policy'
import { cardSense } from '../ai/card-sense'
import { toolSense, trainerPlaySense } from '../ai/card-sense/trainer-sense'
import { abilitySense } from '../ai/card-sense/ability-sense'
import { vstarSense } from '../ai/card-sense/vstar-sense'

const db = cardDb()
const engine = createEngine(db)
const B1 = {
  machop: 'base1-52',
  charmander: 'base1-46',
  magikarp: 'base1-35',
  onix: 'base1-56',
  switch: 'base1-95',
  gust: 'base1-93',
  oak: 'base1-88',
  bill: 'base1-91',
  fighting: 'base1-97',
  fire: 'base1-98',
  water: 'base1-102',
}
const deck = Array.from({ length: 20 }, () => B1.fighting)
const start = (spec: ScenarioSpec): GameState =>
  scenario(engine, {
    rules: 'classic1999',
    ...spec,
    players: spec.players.map((p) => ({ prizes: deck.slice(0, 6), ...p })) as ScenarioSpec['players'],
  })

/** The label the policy picks with no set hint (`sense`: card sense on or off). */
function pick(s: GameState, sense: boolean): string {
  const view = viewFor(s, 0)
  const [i] = heuristicPicks(db, view, view.pending!.decision!, freshTurnMemory(), { hints: [], sense })
  return s.pending!.options[i!]!.label
}

const trainer = (id: string) => db.get(id) as TrainerDef

describe('card sense reads the cards', () => {
  it('names the kind of play of Base Set and Sword & Shield Trainers from their text', () => {
    expect(trainerPlaySense(trainer(B1.switch))).toEqual({ kind: 'switch' })
    expect(trainerPlaySense(trainer(B1.gust))).toEqual({ kind: 'gust' })
    expect(trainerPlaySense(trainer('swsh2-154'))).toEqual({ kind: 'gust' }) // Boss's Orders
    expect(trainerPlaySense(trainer('base1-92'))).toEqual({ kind: 'energy-removal' })
    expect(trainerPlaySense(trainer('base1-84'))).toEqual({ kind: 'damage-boost', amount: 10 }) // PlusPower
    expect(trainerPlaySense(trainer('swsh12pt5-134'))).toEqual({ kind: 'damage-boost', amount: 30 }) // Leon
    expect(trainerPlaySense(trainer('swsh1-165'))).toMatchObject({ kind: 'draw' }) // Hop: draw 3
    expect(trainerPlaySense(trainer('base1-76'))).toBe(650) // Pokémon Breeder skips the Stage 1
    expect(trainerPlaySense(trainer('swsh1-180'))).toBe(650) // Rare Candy
    expect(trainerPlaySense(trainer('base1-87'))).toBeLessThan(0) // Pokédex: nothing the AI plans with
    expect(toolSense(trainer('swsh1-185'))).toMatchObject({ score: 150 }) // Vitality Band: more damage
    expect(toolSense(trainer('sv3pt5-165'))).toMatchObject({ fits: { stage: 'stage1' } }) // Rigid Band
  })

  it('reads Abilities: moving damage counters around is not worth a turn; Rain Dance is worth repeating', () => {
    const ability = (id: string) => {
      const d = db.get(id)
      return d.kind === 'pokemon' ? abilitySense(d.abilities![0]!) : undefined
    }
    expect(ability('base1-1')).toEqual({ uses: 0 }) // Alakazam, Damage Swap
    expect(ability('base1-2')).toEqual({ uses: 4 }) // Blastoise, Rain Dance
    expect(ability('base1-4')).toBeUndefined() // Charizard, Energy Burn: no attachment from the hand
  })
})

describe('card sense reads what the name tables said (issue 21: the sets carry no name-keyed hints)', () => {
  const ability = (id: string, i = 0) => {
    const d = db.get(id)
    return d.kind === 'pokemon' || d.kind === 'trainer' ? d.abilities![i]! : null!
  }

  it('reads every VSTAR Power by what it does (a moment to spend it, not the first chance)', () => {
    for (const id of ['swsh12pt5-14', 'swsh12pt5-46', 'swsh12pt5-99', 'swsh12pt5-114', 'swsh12pt5-143'])
      expect(vstarSense(ability(id))?.score, id).toBeDefined()
  })

  it("reads a Pokémon's Abilities from every print of its name (Zamazenta V: Regal Stance is Crown Zenith's)", () => {
    expect(cardSense(db).lookup('Zamazenta V')?.abilities?.['Regal Stance']?.score).toBeTypeOf('function')
  })

  it('reads the Trainers the Sword & Shield tables named from their text', () => {
    expect(trainerPlaySense(trainer('swsh2-165'))).toBeLessThan(0) // Scoop Up Net: picks up its own Pokémon
    expect(trainerPlaySense(trainer('swsh1-162'))).toBeLessThan(0) // Energy Switch: moves Energy about
    expect(trainerPlaySense(trainer('swsh2-161'))).toMatchObject({ kind: 'draw' }) // Milo: discard 1 or 2, draw 2 each
    expect(trainerPlaySense(trainer('swsh2-162'))).toMatchObject({ kind: 'draw', score: 400 }) // Nugget: first thing
    expect(trainerPlaySense(trainer('swsh12pt5-145'))).toMatchObject({ kind: 'draw' }) // Trekking Shoes
    for (const id of ['swsh2-163', 'swsh2-168', 'swsh12pt5-123', 'swsh12pt5-135', 'swsh12pt5-151'])
      expect(trainerPlaySense(trainer(id)), id).toBeTypeOf('function') // Oleana, Tool Scrapper, Bea, Lost Vacuum, Volo
    expect(toolSense(trainer('swsh2-155'))).toMatchObject({ fits: { type: 'fire' } }) // Burning Scarf
    expect(toolSense(trainer('sv3pt5-164'))).toMatchObject({ fits: { stage: 'basic', weakness: true } }) // Goggles
  })
})

describe('with no set hint, card sense plays Trainers at the right moment', () => {
  // Each pointless play below is what the policy's default for an unknown Trainer (a flat score) does.
  it('Switch when the Active cannot attack and a Benched Pokémon can; not when the Active attacks', () => {
    const stuck = start({
      players: [
        {
          active: { card: B1.magikarp },
          bench: [{ card: B1.charmander, energy: [B1.fire, B1.fire] }],
          hand: [B1.switch],
          deck,
        },
        { active: { card: B1.onix, energy: [B1.fighting] }, deck },
      ],
    })
    expect(pick(stuck, true)).toBe('Play Switch')
    const fine = start({
      players: [
        {
          active: { card: B1.charmander, energy: [B1.fire, B1.fire] },
          bench: [{ card: B1.magikarp }],
          hand: [B1.switch],
          deck,
        },
        { active: { card: B1.onix }, deck },
      ],
    })
    expect(pick(fine, false)).toBe('Play Switch')
    expect(pick(fine, true)).not.toBe('Play Switch')
  })

  it('Gust of Wind when the Active Knocks Out a Benched Pokémon, not for nothing', () => {
    const ko = start({
      players: [
        { active: { card: B1.charmander, energy: [B1.fire, B1.fire] }, hand: [B1.gust], deck },
        { active: { card: B1.onix }, bench: [{ card: B1.machop, damage: 30 }], deck },
      ],
    })
    expect(pick(ko, true)).toBe('Play Gust of Wind')
    const none = start({
      players: [
        { active: { card: B1.charmander, energy: [B1.fire, B1.fire] }, hand: [B1.gust], deck },
        { active: { card: B1.onix }, bench: [{ card: B1.onix }], deck },
      ],
    })
    expect(pick(none, false)).toBe('Play Gust of Wind')
    expect(pick(none, true)).not.toBe('Play Gust of Wind')
  })

  it('Professor Oak not with a full hand to throw away; Bill with a short one', () => {
    const full = start({
      players: [
        {
          active: { card: B1.machop, energy: [B1.fighting] },
          hand: [B1.oak, B1.water, B1.water, B1.water, B1.water, B1.water],
          deck,
        },
        { active: { card: B1.onix }, deck },
      ],
    })
    // The default plays any Trainer it does not know above ending the turn; card sense keeps the hand.
    const oak = (hints: Hints) => {
      const view = viewFor(full, 0)
      const d = view.pending!.decision!
      return mainScores(db, view, d, freshTurnMemory(), hints)[
        d.options.findIndex((o) => o.label === 'Play Professor Oak')
      ]!
    }
    expect(oak([])).toBeGreaterThan(0)
    expect(oak([cardSense(db)])).toBeLessThan(0)
    expect(pick(full, true)).not.toBe('Play Professor Oak')
    const short = start({
      players: [
        { active: { card: B1.machop, energy: [B1.fighting] }, hand: [B1.bill], deck },
        { active: { card: B1.onix }, deck },
      ],
    })
    expect(pick(short, true)).toBe('Play Bill')
  })
})
