/**
 * The computer reads attack texts whose damage depends on the table (src/ai/attack-text.ts), on the real cards.
 * Lives in src/sim because it needs both the AI and the card sets (src/ai may not import src/cards).
 */
import { describe, expect, it } from 'vitest'
import { createEngine, viewFor, type AttackDef, type GameState } from '../engine'
import { scenario, type SideSpec } from '../engine/testing/scenario'
import { cardDb } from '../cards/registry'
import { loadAiHints } from '../cards/ai-hints'
import { SETS } from '../cards/sets'
import { loadedCards } from '../cards/registry'
import { readsText } from '../ai/attack-text'
import { estimateDamage } from '../ai/knowledge'
import { knockOutChance } from '../ai/coin-odds'
import { freshTurnMemory, heuristicPicks } from '../ai/heuristic/policy'

// Every set is loaded by the Vitest setup (src/cards/load-all.setup.ts).
const ALL_CARDS = loadedCards()

const db = cardDb()
const hints = await loadAiHints(SETS)
const engine = createEngine(db)
const E = { fighting: 'base1-97', psychic: 'base1-101', water: 'base1-102', fire: 'base1-98' }
const deck = Array<string>(8).fill(E.fire)
const prizes = deck.slice(0, 6) // a Base Set game has 6 Prize cards (the engine checks a hand-built state)
const MACHOKE = 'base1-34'
const JYNX = 'base1-31'
const BLASTOISE = ['base1-63', 'base1-42', 'base1-2'] // Squirtle, Wartortle, Blastoise
const CHARMANDER = 'base1-46' // 50 HP, weak to Water only
const DRAGONAIR = 'base1-18' // 80 HP, no Weakness

const position = (me: SideSpec, opp: SideSpec, rules: 'classic1999' | 'modern' = 'classic1999'): GameState =>
  scenario(engine, {
    rules,
    players: [
      { deck, prizes, ...me },
      { deck, prizes, ...opp },
    ],
  })

function estimate(state: GameState, attack: string): number {
  const v = viewFor(state, 0, db)
  const att = v.me.active!
  const def = db.get(att.stack.at(-1)!.def)
  const atk = (def.kind === 'pokemon' ? def.attacks : []).find((a) => a.name === attack)!
  return estimateDamage(db, v, att, atk, v.opponent.active)
}

describe('damage read from the attack text, in the position', () => {
  it('Karate Chop: 50 minus 10 for each damage counter on Machoke', () => {
    const energy = [E.fighting, E.fighting, E.fighting]
    expect(estimate(position({ active: { card: MACHOKE, energy } }, { active: DRAGONAIR }), 'Karate Chop')).toBe(50)
    expect(
      estimate(position({ active: { card: MACHOKE, energy, damage: 30 } }, { active: DRAGONAIR }), 'Karate Chop'),
    ).toBe(20)
    expect(
      estimate(position({ active: { card: MACHOKE, energy, damage: 60 } }, { active: DRAGONAIR }), 'Karate Chop'),
    ).toBe(0)
  })

  it('Karate Chop against Weakness: classic 1999 doubles the printed 50 before the text (rules.md B-12)', () => {
    // The engine's order (docs/rulings): classic 50 × 2 − 30 = 70 with 3 counters; modern (50 − 30) × 2 = 40.
    const ELECTABUZZ = 'base1-20' // weak to Fighting
    const energy = [E.fighting, E.fighting, E.fighting]
    const hurt = (rules: 'classic1999' | 'modern') =>
      estimate(
        position({ active: { card: MACHOKE, energy, damage: 30 } }, { active: ELECTABUZZ }, rules),
        'Karate Chop',
      )
    expect(hurt('classic1999')).toBe(70)
    expect(hurt('modern')).toBe(40)
  })

  it("Thunderpunch's coin under the classic rules: Weakness doubles 30, then heads adds 10 (rules.md B-12)", () => {
    // Electabuzz's Thunderpunch: 30, heads 10 more. Blastoise (weak to Lightning) with 80 HP left: classic 1999 does
    // 30 × 2 + 10 = 70 on heads, never a Knock Out; the modern order would do (30 + 10) × 2 = 80, one chance in two.
    const ELECTABUZZ = 'base1-20'
    const energy = ['base1-100', 'base1-100']
    const chance = (rules: 'classic1999' | 'modern') => {
      const v = viewFor(
        position({ active: { card: ELECTABUZZ, energy } }, { active: { card: BLASTOISE, damage: 20 } }, rules),
        0,
        db,
      )
      const def = db.get(ELECTABUZZ)
      const atk = (def.kind === 'pokemon' ? def.attacks : []).find((a) => a.name === 'Thunderpunch')!
      return knockOutChance(db, v, v.me.active!, atk, v.opponent.active)
    }
    expect(chance('classic1999')).toBe(0)
    expect(chance('modern')).toBe(0.5)
  })

  it('Dream Eater (Haunter): 50 against an Asleep Pokémon, none against one awake', () => {
    const haunter = ['base1-50', 'base1-29'] // Gastly, Haunter
    const energy = [E.psychic, E.psychic]
    const against = (conditions: 'asleep'[]) =>
      estimate(
        position({ active: { card: haunter, energy } }, { active: { card: CHARMANDER, conditions } }),
        'Dream Eater',
      )
    expect(against(['asleep'])).toBe(50)
    expect(against([])).toBe(0)
  })

  it('Meditate: 20 plus 10 for each damage counter on the Defending Pokémon', () => {
    const energy = [E.psychic, E.psychic, E.psychic]
    expect(
      estimate(position({ active: { card: JYNX, energy } }, { active: { card: CHARMANDER, damage: 30 } }), 'Meditate'),
    ).toBe(50)
  })

  it('Dark Slash (ex1 Sharpedo): 40, or 70 with a Darkness Energy to discard', () => {
    const sharpedo = ['ex1-51', 'ex1-22']
    for (const [energy, damage] of [
      [[E.water, E.fire, E.fire], 40],
      [[E.water, 'sve-7', E.fire], 70],
    ] as const)
      expect(
        estimate(position({ active: { card: sharpedo, energy: [...energy] } }, { active: DRAGONAIR }), 'Dark Slash'),
        energy.join(),
      ).toBe(damage)
  })
  it('Cannonball (ex1 Delcatty): 30 plus 10 for each Energy beyond its 2 Colorless, of any type', () => {
    const delcatty = ['ex1-70', 'ex1-29']
    for (const [n, damage] of [
      [1, 30],
      [2, 30],
      [4, 50],
    ] as const)
      expect(
        estimate(
          position({ active: { card: delcatty, energy: Array(n).fill(E.fire) } }, { active: DRAGONAIR }),
          'Cannonball',
        ),
        `${n} Energy`,
      ).toBe(damage)
  })

  it('Energy Ball (ex1 Lapras ex): 10 plus 10 for each Energy beyond its Water cost, at most 20 more', () => {
    for (const [n, damage] of [
      [1, 10],
      [2, 20],
      [3, 30],
      [5, 30],
    ] as const)
      expect(
        estimate(
          position({ active: { card: 'ex1-99', energy: Array(n).fill(E.water) } }, { active: DRAGONAIR }),
          'Energy Ball',
        ),
        `${n} Energy`,
      ).toBe(damage)
  })

  it("Hydro Pump: 40 plus 10 for each Water Energy beyond the cost, at most 20 more; Charmander's Weakness first (B-12)", () => {
    const w = (n: number) => Array<string>(n).fill(E.water)
    const at = (n: number) =>
      estimate(position({ active: { card: BLASTOISE, energy: w(n) } }, { active: DRAGONAIR }), 'Hydro Pump')
    expect([at(3), at(4), at(5), at(6)]).toEqual([40, 50, 60, 60])
    expect(
      estimate(position({ active: { card: BLASTOISE, energy: w(5) } }, { active: CHARMANDER }), 'Hydro Pump'),
    ).toBe(100) // classic 1999: 40 × 2 + 20, as the engine does it
  })

  it('Brave Wing (modern): 60, or 160 once Charizard ex has a damage counter', () => {
    const energy = ['sve-2', 'sve-2']
    const brave = (damage: number) =>
      estimate(
        position({ active: { card: 'sv3pt5-6', energy, damage } }, { active: 'sv3pt5-133' }, 'modern'),
        'Brave Wing',
      )
    expect([brave(0), brave(10)]).toEqual([60, 160])
  })

  it('Dangerous Nose (Copperajah VMAX): 100, or 200 against a Basic Pokémon', () => {
    const energy = ['sve-8', 'sve-8', 'sve-8']
    const COPPERAJAH = ['swsh2-136', 'swsh2-137']
    const nose = (defender: string | string[]) =>
      estimate(
        position({ active: { card: COPPERAJAH, energy } }, { active: { card: defender } }, 'modern'),
        'Dangerous Nose',
      )
    // Snover is a Basic Pokémon; Abomasnow evolved from it is not.
    expect([nose('swsh2-12'), nose(['swsh2-12', 'swsh2-13'])]).toEqual([200, 100])
  })

  it('Fighting Fangs (Boltund): 90, or 180 against a Pokémon V (a Pokémon ex is not one)', () => {
    const energy = ['sve-4', 'sve-4', 'sve-4']
    const fangs = (defender: string) =>
      estimate(
        position({ active: { card: ['swsh1-73', 'swsh1-75'], energy } }, { active: defender }, 'modern'),
        'Fighting Fangs',
      )
    // Durant, Dhelmise V, Venusaur ex: none is weak to Lightning.
    expect([fangs('swsh1-8'), fangs('swsh1-9'), fangs('sv3pt5-3')]).toEqual([90, 180, 90])
  })

  it('Charge Order (modern): 30 plus 30 for each Benched Pawniard, by name', () => {
    const bisharp = { card: ['swsh1-133', 'swsh1-134'], energy: ['sve-2'] }
    const charge = (bench: string[]) =>
      estimate(position({ active: bisharp, bench }, { active: 'sv3pt5-133' }, 'modern'), 'Charge Order')
    expect([charge([]), charge(['swsh1-133', 'swsh1-140', 'swsh1-133'])]).toEqual([30, 90])
  })

  it("Bolt Storm (Sword & Shield): 10 plus 30 for each Lightning Energy on all of the attacker's Pokémon", () => {
    const [lightning, fire] = ['sve-4', 'sve-2']
    const bolt = (benchEnergy: string[]) =>
      estimate(
        position(
          {
            active: { card: 'swsh2-67', energy: [lightning, fire] },
            bench: [{ card: 'swsh2-67', energy: benchEnergy }],
          },
          { active: DRAGONAIR },
          'modern',
        ),
        'Bolt Storm',
      )
    expect([bolt([]), bolt([lightning, lightning, fire])]).toEqual([40, 100])
  })
})

describe('Rebel Clash wordings', () => {
  const LIGHTNING = 'sve-4'
  const SPEED_LIGHTNING = 'swsh2-173'

  it('Electrified Bolt: 90, or 180 with a Special Energy attached', () => {
    const bolt = (energy: string[]) =>
      estimate(
        position({ active: { card: ['swsh2-58', 'swsh2-59'], energy } }, { active: DRAGONAIR }, 'modern'),
        'Electrified Bolt',
      )
    expect([bolt([LIGHTNING, LIGHTNING, LIGHTNING]), bolt([LIGHTNING, LIGHTNING, SPEED_LIGHTNING])]).toEqual([90, 180])
  })

  it('Spiral Jet: 130 with 2 Water Energy cards in hand, 0 without them', () => {
    const WATER = 'sve-3'
    const jet = (hand: string[]) =>
      estimate(
        position(
          { active: { card: ['swsh2-52', 'swsh2-53'], energy: [WATER] }, hand },
          { active: DRAGONAIR },
          'modern',
        ),
        'Spiral Jet',
      )
    expect([jet([WATER, WATER]), jet([WATER, LIGHTNING]), jet([])]).toEqual([130, 0, 0])
  })

  it('Twin Cannons: 140 for each Basic Water Energy card the hand can discard, at most 2', () => {
    const WATER = 'sve-3'
    const cannons = (hand: string[]) =>
      estimate(
        position(
          { active: { card: ['sv3pt5-7', 'sv3pt5-8', 'sv3pt5-9'], energy: [WATER, WATER] }, hand },
          { active: DRAGONAIR },
          'modern',
        ),
        'Twin Cannons',
      )
    // Printed "140×", it read as a coin's mean (70) whatever the hand held.
    expect([cannons([]), cannons([WATER]), cannons([WATER, WATER]), cannons([WATER, WATER, WATER])]).toEqual([
      0, 140, 280, 280,
    ])
    expect(cannons([LIGHTNING, WATER])).toBe(140)
  })

  it('Under Pressure: 10, or 60 once the opponent has 3 or fewer Prize cards left', () => {
    const pressure = (left: number) =>
      estimate(
        position(
          { active: { card: 'swsh2-60', energy: [LIGHTNING] } },
          { active: DRAGONAIR, prizes: prizes.slice(0, left) },
          'modern',
        ),
        'Under Pressure',
      )
    expect([pressure(6), pressure(4), pressure(3), pressure(1)]).toEqual([10, 10, 60, 60])
  })

  it('Revenge Blast (Dubwool V): 120 plus 30 for each Prize card the opponent has taken', () => {
    const energy = ['sve-2', 'sve-2', 'sve-2']
    const blast = (theirPrizes: number) =>
      estimate(
        position(
          { active: { card: 'swsh2-153', energy } },
          { active: 'swsh2-12', prizes: prizes.slice(0, theirPrizes) },
          'modern',
        ),
        'Revenge Blast',
      )
    // Six Prize cards in this game: the opponent with 6 left has taken none, with 4 left has taken 2.
    expect([blast(6), blast(4)]).toEqual([120, 180])
  })
})

describe('Crown Zenith wordings (swsh12pt5-84 … 108)', () => {
  it('Bullet Punch (Metang): 30 plus 30 for each of 2 coins, one heads on average', () => {
    const energy = ['sve-8', 'sve-2']
    const v = position({ active: { card: 'swsh12pt5-90', energy } }, { active: DRAGONAIR }, 'modern')
    expect(estimate(v, 'Bullet Punch')).toBe(60)
  })

  it('Behemoth Blade (Zacian V): 100, or 260 against a Pokémon VMAX', () => {
    const energy = ['sve-8', 'sve-8', 'sve-2']
    const blade = (defender: string | string[]) =>
      estimate(
        position({ active: { card: 'swsh12pt5-95', energy } }, { active: { card: defender } }, 'modern'),
        'Behemoth Blade',
      )
    // Lapras V and Lapras VMAX: neither is weak to Metal.
    expect([blade('swsh1-49'), blade(['swsh1-49', 'swsh1-50'])]).toEqual([100, 260])
  })

  it('Vee Brave (Eevee V): 80, or 160 against any Pokémon V', () => {
    const energy = ['sve-2', 'sve-2', 'sve-2']
    const vee = (defender: string | string[]) =>
      estimate(
        position({ active: { card: 'swsh12pt5-108', energy } }, { active: { card: defender } }, 'modern'),
        'Vee Brave',
      )
    expect([vee('swsh1-48'), vee('swsh1-49'), vee(['swsh1-49', 'swsh1-50'])]).toEqual([80, 160, 160])
  })

  it('Spiral Burst and Max Burst: 80 more for each basic Energy of one type it could discard', () => {
    const [fire, lightning] = ['sve-2', 'sve-4']
    const burst = (card: string | string[], attack: string, energy: string[]) =>
      estimate(position({ active: { card, energy } }, { active: DRAGONAIR }, 'modern'), attack)
    const three = [lightning, lightning, lightning, fire]
    expect(burst('swsh12pt5-100', 'Spiral Burst', three)).toBe(20 + 160) // at most 2
    expect(burst(['swsh12pt5-100', 'swsh12pt5-101'], 'Max Burst', three)).toBe(20 + 240)
  })
})

describe('Crown Zenith wordings (swsh12pt5-1 … 28)', () => {
  const [fire, water, grass] = ['sve-2', 'sve-3', 'sve-1']

  it('Hydro Burn (Volcanion): 80, or 160 with a Water Energy attached', () => {
    const burn = (energy: string[]) =>
      estimate(position({ active: { card: 'swsh12pt5-26', energy } }, { active: DRAGONAIR }, 'modern'), 'Hydro Burn')
    expect([burn([fire, fire, grass]), burn([fire, fire, water])]).toEqual([80, 160])
  })

  it('Fireball Fever (Simisear VSTAR): 40 plus 40 for each of up to 5 cards the deck can give', () => {
    const fever = (deckCount: number) =>
      estimate(
        position(
          {
            active: { card: ['swsh12pt5-22', 'swsh12pt5-23'], energy: [fire, fire, fire] },
            deck: deck.slice(0, deckCount),
          },
          { active: DRAGONAIR },
          'modern',
        ),
        'Fireball Fever',
      )
    expect([fever(8), fever(2), fever(0)]).toEqual([240, 120, 40])
  })
})

describe('Crown Zenith wordings (swsh12pt5-57 … 83)', () => {
  const [PSYCHIC, FIRE, GRASS] = ['sve-5', 'sve-2', 'sve-1']
  const DHELMISE_V = 'swsh1-9' // no Weakness to Psychic
  const modern = (me: SideSpec, opp: SideSpec) => position(me, opp, 'modern')

  it('Powerful Storm (Exeggutor, no printed damage): 20 for each Energy on all of the attacker’s Pokémon', () => {
    const storm = (bench: SideSpec['bench']) =>
      estimate(
        modern(
          { active: { card: ['swsh12pt5-57', 'swsh12pt5-58'], energy: [PSYCHIC] }, bench },
          { active: DHELMISE_V },
        ),
        'Powerful Storm',
      )
    expect([storm([]), storm([{ card: 'swsh12pt5-59', energy: [PSYCHIC, FIRE] }])]).toEqual([20, 60])
  })

  it('Energy Burst (Tapu Lele): 20 for each Energy on both Active Pokémon, not a coin flip', () => {
    const burst = (theirs: string[]) =>
      estimate(
        modern(
          { active: { card: 'swsh12pt5-64', energy: [PSYCHIC, FIRE] } },
          { active: { card: DHELMISE_V, energy: theirs } },
        ),
        'Energy Burst',
      )
    expect([burst([]), burst([GRASS, GRASS, GRASS])]).toEqual([40, 100])
  })

  it('Limit Break (Mewtwo): 90, or 180 once the opponent has 3 or fewer Prize cards left', () => {
    const limit = (left: number) =>
      estimate(
        modern(
          { active: { card: 'swsh12pt5-59', energy: [PSYCHIC, PSYCHIC, FIRE] } },
          { active: DHELMISE_V, prizes: prizes.slice(0, left) },
        ),
        'Limit Break',
      )
    expect([limit(4), limit(3)]).toEqual([90, 180])
  })

  it('Moon Kinesis (Lunatone): 30 plus 30 for each Psychic Energy on it', () => {
    expect(
      estimate(
        modern({ active: { card: 'swsh12pt5-62', energy: [PSYCHIC, PSYCHIC, FIRE] } }, { active: DHELMISE_V }),
        'Moon Kinesis',
      ),
    ).toBe(90)
  })

  it('Loving Sympathy (Enamorus): 70, or 140 with as many cards in hand as the opponent', () => {
    const sympathy = (mine: number, theirs: number) =>
      estimate(
        modern(
          { active: { card: 'swsh12pt5-67', energy: [PSYCHIC, FIRE, FIRE] }, hand: deck.slice(0, mine) },
          { active: DHELMISE_V, hand: deck.slice(0, theirs) },
        ),
        'Loving Sympathy',
      )
    expect([sympathy(2, 2), sympathy(3, 2)]).toEqual([140, 70])
  })

  it("Midnight Fang (Lycanroc): 240 minus 80 for each Energy on the opponent's Active, never below 0", () => {
    const fang = (theirs: number) =>
      estimate(
        modern(
          { active: { card: ['swsh12pt5-73', 'swsh12pt5-74'], energy: ['sve-6', FIRE] } },
          { active: { card: DHELMISE_V, energy: Array<string>(theirs).fill(GRASS) } },
        ),
        'Midnight Fang',
      )
    expect([fang(0), fang(2), fang(4)]).toEqual([240, 80, 0])
  })

  it('Assault Gate (Hoopa): 90 only after moving up from the Bench this turn', () => {
    const gate = (moved: boolean) => {
      const state = modern({ active: { card: 'swsh12pt5-83', energy: ['sve-7'] } }, { active: DHELMISE_V })
      if (moved) state.players[0].turn.movedToActive = [state.players[0].active!.stack[0]!]
      return estimate(state, 'Assault Gate')
    }
    expect([gate(false), gate(true)]).toEqual([0, 90])
  })
})

describe('the heuristic with a battered Machoke', () => {
  it('Knocks Out with Submission instead of a Karate Chop that no longer would', () => {
    const state = position(
      { active: { card: MACHOKE, energy: [E.fighting, E.fighting, E.fighting, E.fighting], damage: 40 } },
      { active: { card: DRAGONAIR, damage: 40 }, bench: [CHARMANDER] },
    )
    const v = viewFor(state, 0, db)
    const picks = heuristicPicks(db, v, v.pending!.decision!, freshTurnMemory(), { hints })
    expect(state.pending!.options[picks[0]!]!.label).toBe('Attack: Submission')
  })
})

describe('Scrap Short (Rotom V, Sword & Shield): 40 plus 40 for each Pokémon Tool in the discard pile', () => {
  it('counts the Tools, not the other cards', () => {
    const scrap = (discard: string[]) =>
      estimate(
        position(
          { active: { card: 'swsh12pt5-45', energy: ['sve-4', 'sve-4'] }, discard },
          { active: 'swsh1-141' },
          'modern',
        ),
        'Scrap Short',
      )
    // Air Balloon and Vitality Band are Pokémon Tools, Great Ball an Item.
    expect([scrap([]), scrap(['swsh1-156', 'swsh1-185', 'swsh1-164'])]).toEqual([40, 120])
  })
})

describe('Crown Zenith wordings (swsh12pt5-47 … 56)', () => {
  const LIGHTNING = 'sve-4'
  const ZIGZAGOON = 'swsh1-117' // Galarian Zigzagoon: an Ability

  it("Reactive Pulse (Zeraora VMAX): 60 for each of the opponent's Pokémon with an Ability", () => {
    const pulse = (bench: SideSpec['bench']) =>
      estimate(
        position(
          { active: { card: ['swsh12pt5-53', 'swsh12pt5-54'], energy: [LIGHTNING, LIGHTNING] } },
          { active: DRAGONAIR, bench },
          'modern',
        ),
        'Reactive Pulse',
      )
    expect([pulse([]), pulse([ZIGZAGOON, CHARMANDER, ZIGZAGOON])]).toEqual([0, 120])
  })

  it('Lightning Storm Star (Zeraora VSTAR, no printed damage): 4 choices of 60, all on the Defending Pokémon', () => {
    const storm = estimate(
      position(
        {
          active: {
            card: ['swsh12pt5-53', 'swsh12pt5-55'],
            energy: [LIGHTNING, LIGHTNING, LIGHTNING, LIGHTNING],
          },
        },
        { active: DRAGONAIR },
        'modern',
      ),
      'Lightning Storm Star',
    )
    expect(storm).toBe(240)
  })
})

describe('EX Sandstorm wordings (ex2)', () => {
  it('Psychic Boom (ex2 Ralts): 10 for each Energy on the Defending Pokémon, not a coin flip', () => {
    for (const n of [0, 3])
      expect(
        estimate(
          position(
            { active: { card: 'ex2-74', energy: [E.psychic] } },
            { active: { card: CHARMANDER, energy: Array<string>(n).fill(E.fire) } },
          ),
          'Psychic Boom',
        ),
        `${n} Energy`,
      ).toBe(10 * n)
  })

  it('Psystorm (ex2 Gardevoir ex): 10 for each Energy on every Pokémon in play, both sides', () => {
    const gardevoir = ['ex2-74', 'ex2-40', 'ex2-96']
    const energy = [E.psychic, E.fire, E.fire, E.fire]
    expect(
      estimate(
        position(
          { active: { card: gardevoir, energy }, bench: [{ card: 'ex2-74', energy: [E.fire] }] },
          { active: { card: CHARMANDER, energy: [E.fire, E.fire] } },
        ),
        'Psystorm',
      ),
    ).toBe(70)
  })

  it('Hydrocutter (ex2 Kabutops ex): a coin for each Energy, at most 3, 40 for each heads on average', () => {
    const kabutops = ['ex2-91', 'ex2-39', 'ex2-97']
    const at = (n: number) =>
      estimate(
        position({ active: { card: kabutops, energy: Array<string>(n).fill(E.water) } }, { active: DRAGONAIR }),
        'Hydrocutter',
      )
    expect([at(1), at(2), at(5)]).toEqual([20, 40, 60])
  })

  const FIRE3 = [E.fire, E.fire, E.fire]

  it('Target Slash (Zangoose): 10, or 40 when the Defending Pokémon is Seviper', () => {
    const slash = (defender: string) =>
      estimate(position({ active: { card: 'ex2-14', energy: [E.fire] } }, { active: defender }), 'Target Slash')
    expect([slash(DRAGONAIR), slash('ex2-11')]).toEqual([10, 40])
  })

  it('Super Slash (Zangoose): 30, or 60 when the Defending Pokémon is an Evolved Pokémon', () => {
    const slash = (defender: string | string[]) =>
      estimate(position({ active: { card: 'ex2-14', energy: FIRE3 } }, { active: { card: defender } }), 'Super Slash')
    // Seedot, and Nuzleaf evolved from it; neither is weak to Colorless.
    expect([slash('ex2-77'), slash(['ex2-77', 'ex2-49'])]).toEqual([30, 60])
  })

  it('Light Touch Throw (Shiftry): 80 minus 10 for each Energy on the Defending Pokémon', () => {
    const SHIFTRY = ['ex2-77', 'ex2-49', 'ex2-12']
    const energy = ['base1-99', 'base1-99', E.fire, E.fire]
    const th = (n: number) =>
      estimate(
        position(
          { active: { card: SHIFTRY, energy } },
          { active: { card: DRAGONAIR, energy: Array(n).fill(E.water) } },
        ),
        'Light Touch Throw',
      )
    expect([th(0), th(3)]).toEqual([80, 50])
  })
})

describe('attacks printed with no damage whose text does it', () => {
  const ELECTABUZZ = 'base1-20' // 70 HP, weak to Fighting
  const HARIYAMA = ['ex1-56', 'ex1-8']

  it('Super Slap Push (ex1 Hariyama): 20 to the Defending Pokémon, doubled by Weakness', () => {
    const push = (defender: string) =>
      estimate(position({ active: { card: HARIYAMA, energy: [E.fighting] } }, { active: defender }), 'Super Slap Push')
    expect([push(DRAGONAIR), push(ELECTABUZZ)]).toEqual([20, 40])
  })

  it('Double Wing Attack (ex2 Fearow): 20 to the Defending Pokémon', () => {
    const fearow = ['ex2-81', 'ex2-37']
    expect(
      estimate(
        position({ active: { card: fearow, energy: [E.fire, E.fire] } }, { active: DRAGONAIR }),
        'Double Wing Attack',
      ),
    ).toBe(20)
  })

  it('Trembler (ex1 Phanpy): 10 to the Defending Pokémon on heads, 5 at the mean', () => {
    expect(estimate(position({ active: { card: 'ex1-62' } }, { active: DRAGONAIR }), 'Trembler')).toBe(5)
  })

  it("Water Arrow (ex1 Swampert): 20 to the chosen Pokémon, the Defending one's Weakness counted", () => {
    const swampert = ['ex1-59', 'ex1-40', 'ex1-23']
    const arrow = (defender: string) =>
      estimate(position({ active: { card: swampert, energy: [E.water] } }, { active: defender }), 'Water Arrow')
    expect([arrow(DRAGONAIR), arrow(CHARMANDER)]).toEqual([20, 40])
  })

  it('Feint Attack (ex2 Shiftry): 40, untouched by Weakness and by Defender', () => {
    const SHIFTRY = ['ex2-77', 'ex2-49', 'ex2-22']
    const POLIWHIRL = ['base1-59', 'base1-38'] // weak to Grass
    const feint = (tools: string[]) =>
      estimate(
        position(
          { active: { card: SHIFTRY, energy: [E.fire, E.fire, E.fire] } },
          { active: { card: POLIWHIRL, tools } },
        ),
        'Feint Attack',
      )
    expect([feint([]), feint(['base1-80'])]).toEqual([40, 40])
  })

  it('PlusPower on the attacker adds 10, Defender on the Defending Pokémon takes 20 off (read from their text)', () => {
    const energy = [E.psychic, E.psychic, E.psychic]
    const meditate = (mine: string[], theirs: string[]) =>
      estimate(
        position({ active: { card: JYNX, energy, tools: mine } }, { active: { card: CHARMANDER, tools: theirs } }),
        'Meditate',
      )
    // Meditate does 20 to an undamaged Charmander (no Weakness or Resistance to Psychic).
    expect([meditate([], []), meditate(['base1-84'], []), meditate([], ['base1-80'])]).toEqual([20, 30, 0])
  })

  it('Spinning Tail (ex2 Steelix): 20 to each of the opponent’s Pokémon, the Defending one included', () => {
    const steelix = ['ex2-71', 'ex2-23']
    expect(estimate(position({ active: { card: steelix } }, { active: DRAGONAIR }), 'Spinning Tail')).toBe(20)
  })
})

describe('every text-dependent damage of the card sets is read', () => {
  // The printed damage is the estimate for these, each for the reason given: what happened earlier this turn or
  // last turn (the view does not keep it), a hidden card from the deck, or a choice the attacker makes while attacking.
  const UNREAD = new Map([
    ['Bang Boom Chain', 'cards played earlier this turn'],
    ['Charismatic Drill', 'cards played earlier this turn'],
    ['Tactful Tangling', 'Tools the attack itself discards'],
    ['Jet Assault', 'moved to the Active Spot earlier this turn'],
    ['Stakeout Headbutt', "the opponent's Active Pokémon moved to the Active Spot during the last turn"],
    ['Raid', 'evolved earlier this turn'],
    ['Anchor Anger', 'a Knock Out during the last turn'],
    ['Counter', 'damage done during the last turn'],
    ['Combustion Pillar', 'the top card of the deck'],
    ['Ground Burn', 'the top cards of both decks'],
    ['Max Beating', 'how many Energy the attacker chooses to discard'],
    ['Retaliate', 'a Knock Out during the last turn'],
  ])
  const attacks: [string, AttackDef][] = ALL_CARDS.flatMap((c) =>
    c.kind === 'pokemon'
      ? c.attacks
          .filter((a) => a.damageSuffix === '+' || a.damageSuffix === '-')
          .map((a) => [c.id, a] as [string, AttackDef])
      : [],
  )
  // Printed with no damage, the text does it to the Defending Pokémon (or to each of the opponent's Pokémon, or to the
  // one chosen).
  const textDamage =
    /^(?:(?:Does )?\d+ damage to (?:the Defending Pokémon\.|(?:each|every one) of your opponent's Pokémon \(|(?:1|one) of your opponent's Pokémon)|Choose (?:1|one) of your opponent's Pokémon[:.] (?:this attack does )?\d+ damage to it)/i
  for (const c of ALL_CARDS)
    if (c.kind === 'pokemon')
      for (const a of c.attacks) if (!a.damage && textDamage.test(a.text ?? '')) attacks.push([c.id, a])
  it('finds the attacks to check', () => expect(attacks.length).toBeGreaterThan(30))
  for (const [id, a] of attacks)
    if (!UNREAD.has(a.name)) it(`${id} ${a.name}`, () => expect(readsText(a), a.text).toBe(true))
})
