/**
 * Careless plays, fourth round (issue 21: "mistakes a person would make, not nonsense"; docs/ai.md "Careless plays,
 * fourth round"): plays noticed while watching the computer that no person would make, each refused on a built
 * position with real cards while the sensible play is still made. The heuristic at its best (Normal's scores, no
 * randomness). Lives in src/sim because it needs the card sets (src/ai may not import src/cards).
 */
import { describe, expect, it } from 'vitest'
import { createEngine, viewFor, type GameState, type PokemonDef } from '../engine'
import { Driver, scenario, type ScenarioSpec } from '../engine/testing/scenario'
import { cardDb, loadedCards } from '../cards/registry'
import { SV_ENERGY } from '../cards/sve/ids'
import { freshTurnMemory, heuristicPicks, mainScores } from '../ai/heuristic/policy'
import { cardSense } from '../ai/card-sense'
import { coinDamage, knockOutChance } from '../ai/coin-odds'

const db = cardDb()
const engine = createEngine(db)
const { water: WATER, fire: FIRE } = SV_ENERGY

const start = (spec: ScenarioSpec): GameState => {
  const filler = Array.from({ length: 20 }, () => WATER)
  return scenario(engine, {
    ...spec,
    players: spec.players.map((p) => ({ prizes: filler.slice(0, 6), deck: filler, ...p })) as ScenarioSpec['players'],
  })
}

/** The label of the policy's first main-phase choice. */
function pick(s: GameState): string {
  const view = viewFor(s, s.pending!.seat)
  const [i] = heuristicPicks(db, view, view.pending!.decision!, freshTurnMemory())
  return s.pending!.options[i!]!.label
}

/** The policy's score of the option with this label (card sense on, as every level plays). */
function score(s: GameState, label: string): number {
  const view = viewFor(s, s.pending!.seat)
  const d = view.pending!.decision!
  const i = d.options.findIndex((o) => o.label === label)
  expect(i, `${label} on offer`).toBeGreaterThanOrEqual(0)
  return mainScores(db, view, d, freshTurnMemory(), [cardSense(db)])[i]!
}

describe('1. a search for basic Energy with the Energy already in hand', () => {
  const SOBBLE = 'swsh1-54' // Water Gun (W) 20
  const CHEWTLE = 'swsh1-60' // Bite (CC) 30, Water Gun (WCC) 50
  const VULPIX = 'swsh1-22' // Flare (R) 20
  const ENERGY_SEARCH = 'swsh1-161' // a basic Energy card from the deck into the hand
  const table = (bench: ScenarioSpec['players'][0]['bench']) =>
    start({
      rules: 'swsh',
      players: [
        { active: SOBBLE, bench, hand: [WATER, ENERGY_SEARCH] },
        { active: VULPIX, hand: [] },
      ],
    })

  it('is not played when the Water Energy in hand pays Sobble and nothing else needs Energy', () => {
    // The Bench's Vulpix has what its attack costs: a fetched Energy would only sit in the hand, a card off the deck.
    const s = table([{ card: VULPIX, energy: [FIRE] }])
    expect(score(s, 'Play Energy Search')).toBeLessThan(0)
    expect(pick(s)).toBe('Attach Basic Water Energy to Sobble')
  })

  it('is played when a Benched Chewtle still needs Energy the hand does not hold', () => {
    const s = table([{ card: CHEWTLE }])
    expect(score(s, 'Play Energy Search')).toBeGreaterThan(0)
  })

  /** After the turn's attachment (one Water to Sobble), with another Water Energy still in the hand. */
  const attached = (bench: ScenarioSpec['players'][0]['bench']) => {
    const s = start({
      rules: 'swsh',
      players: [
        { active: SOBBLE, bench, hand: [WATER, WATER, ENERGY_SEARCH] },
        { active: VULPIX, hand: [] },
      ],
    })
    return new Driver(engine, s).pick('Attach Basic Water Energy to Sobble').state
  }

  it('is not played after the attachment either, while the hand still holds Energy nothing needs', () => {
    expect(score(attached([{ card: VULPIX, energy: [FIRE] }]), 'Play Energy Search')).toBeLessThan(0)
  })

  it('is played after the attachment when Chewtle needs more Energy than the hand holds', () => {
    expect(score(attached([{ card: CHEWTLE }]), 'Play Energy Search')).toBeGreaterThan(0)
  })
})

describe('3. a coin-flip attack counts its chance to Knock Out', () => {
  const { darkness: DARK, grass: GRASS } = SV_ENERGY
  const MIGHTYENA = 'ex1-42' // Ambush (DCC) 30, 30 more on heads
  const NUZLEAF = 'ex2-49' // Stun Spore (GC) 20, Paralysis on heads; Razor Wind (CCC) 60, nothing on tails
  const QUILAVA = 'ex2-51' // 80 HP
  const GROWLITHE = 'ex2-65' // 50 HP
  const ZIGZAGOON = 'ex2-85'

  it('2-on-2: Ambush goes at the Growlithe heads Knocks Out, not at the healthier Quilava for the same mean', () => {
    // Ambush does 45 on average to either; 60 on heads Knocks Out Growlithe (50 HP) and never Quilava (80 HP).
    const s = start({
      rules: 'ex2003',
      format: 'double',
      players: [
        { active: { card: MIGHTYENA, energy: [DARK, WATER, WATER] }, secondActive: ZIGZAGOON, hand: [] },
        { active: QUILAVA, secondActive: GROWLITHE, bench: [ZIGZAGOON], hand: [] },
      ],
    })
    expect(pick(s)).toBe('Mightyena: Attack: Ambush on Growlithe')
  })

  it('1-on-1: Razor Wind (Knocks Out Growlithe on heads) before Stun Spore, a sure 20 that never does', () => {
    const s = start({
      rules: 'ex2003',
      players: [
        { active: { card: NUZLEAF, energy: [GRASS, GRASS, GRASS] }, hand: [] },
        { active: GROWLITHE, bench: [ZIGZAGOON], hand: [] },
      ],
    })
    expect(pick(s)).toBe('Attack: Razor Wind')
  })

  it('no chance of a Knock Out, no bonus: against Quilava, Stun Spore (20 and maybe Paralysis) comes first', () => {
    const s = start({
      rules: 'ex2003',
      players: [
        { active: { card: NUZLEAF, energy: [GRASS, GRASS, GRASS] }, hand: [] },
        { active: QUILAVA, bench: [ZIGZAGOON], hand: [] },
      ],
    })
    expect(pick(s)).toBe('Attack: Stun Spore')
  })
})

describe('3. the chance read from the coins', () => {
  const COMBUSKEN = 'ex1-27' // Double Kick (CCC): flip 2 coins, 40 damage for each heads
  const GROWLITHE = 'ex2-65' // 50 HP
  const chance = (damage: number) => {
    const s = start({
      rules: 'ex2003',
      players: [
        { active: { card: COMBUSKEN, energy: [WATER, WATER, WATER] }, hand: [] },
        { active: { card: GROWLITHE, damage }, bench: ['ex2-85'], hand: [] },
      ],
    })
    const view = viewFor(s, 0)
    const atk = (db.get(COMBUSKEN) as PokemonDef).attacks[1]!
    return knockOutChance(db, view, view.me.active!, atk, view.opponent.active)
  }

  it('Double Kick needs both heads for 50 HP (1 in 4), one of two for 40 HP left (3 in 4)', () => {
    expect(chance(0)).toBe(0.25)
    expect(chance(10)).toBe(0.75)
  })
})

describe("3. every coin that decides an attack's damage is read", () => {
  // The wordings that make damage depend on coins; coin-odds.ts must read each of them on every card of the sets, or
  // the chance of a Knock Out is lost for that card (it falls back to the mean).
  const DECIDES_DAMAGE =
    /damage (?:for each|per) heads|more damage|damage plus|times the number of heads|tails, this attack does nothing|damage, or \d+ on heads|If heads, this attack does \d+ damage to/i
  it('for every Pokémon of every set', () => {
    const slot = viewFor(start({ rules: 'ex2003', players: [{ active: 'ex2-85' }, { active: 'ex2-85' }] }), 0).me
      .active!
    const unread = loadedCards().flatMap((d) =>
      d.kind !== 'pokemon'
        ? []
        : d.attacks
            .filter((a) => /\bflip/i.test(a.text ?? '') && DECIDES_DAMAGE.test(a.text ?? ''))
            .filter((a) => !coinDamage(db, slot, a))
            .map((a) => `${d.id} ${a.name}: ${a.text}`),
    )
    expect(unread).toEqual([])
  })
})

describe('4. a coin attack whose mean damage reaches the HP left is no sure Knock Out', () => {
  const POLIWHIRL = 'sv3pt5-61' // Wave Splash (W) 20; Frog Hop (WC) 30, 60 more on heads (mean 60)
  const BULBASAUR = 'sv3pt5-1' // 70 HP
  const facing = (hpLeft: number) =>
    start({
      rules: 'modern',
      players: [
        { active: { card: POLIWHIRL, energy: [WATER, WATER] }, hand: [] },
        { active: { card: BULBASAUR, damage: 70 - hpLeft }, bench: [BULBASAUR], hand: [] },
      ],
    })

  it('Frog Hop at a Bulbasaur with 60 HP left (its mean) scores its even chance, below a sure Knock Out', () => {
    const coin = score(facing(60), 'Attack: Frog Hop')
    const sure = score(facing(20), 'Attack: Wave Splash')
    expect(coin).toBeLessThan(sure - 150)
    // Half a Knock Out still puts it far above a sure 20 that Knocks nothing Out.
    expect(coin).toBeGreaterThan(score(facing(60), 'Attack: Wave Splash') + 200)
    expect(pick(facing(60))).toBe('Attack: Frog Hop')
  })

  it('the guard plays a sure Knock Out before a coin one (Wave Splash at 20 HP left)', () => {
    expect(pick(facing(20))).toBe('Attack: Wave Splash')
  })
})
