import { describe, expect, it } from 'vitest'
import { createEngine, viewEvents, viewFor, type GameEvent } from '../engine'
import { Driver, scenario } from '../engine/testing/scenario'
import { cardDb } from '../cards/registry'
import { eventLines } from './log-text'

const db = cardDb()
const lines = (events: GameEvent[], viewer: 0 | 1 = 0) =>
  eventLines(events, { db, viewer, view: null, turn: 3 }).map((l) => l.text)
const charmander = { uid: 1, def: 'base1-46' }
const bulbasaur = { uid: 2, def: 'base1-44' }

describe('log text', () => {
  it('merges an attack with its damage', () => {
    expect(
      lines([
        { type: 'attack', seat: 0, pokemon: charmander, attack: 'Ember' },
        { type: 'damage', target: { seat: 1, zone: 'active' }, amount: 30, total: 30, pokemon: bulbasaur },
      ]),
    ).toEqual(['Charmander used Ember: 30 damage to Bulbasaur'])
  })

  it('names a VSTAR Power and a GX attack as such (rules.md §3: the marker turns over with them)', () => {
    expect(
      lines([
        { type: 'attack', seat: 0, pokemon: charmander, attack: 'Star Blaze', power: 'vstar' },
        { type: 'damage', target: { seat: 1, zone: 'active' }, amount: 220, total: 220, pokemon: bulbasaur },
        { type: 'ability', seat: 1, pokemon: bulbasaur, ability: 'Star Regeneration', power: 'vstar' },
        { type: 'attack', seat: 1, pokemon: bulbasaur, attack: 'Shade GX', power: 'gx' },
      ]),
    ).toEqual([
      'Charmander used the VSTAR Power Star Blaze: 220 damage to Bulbasaur',
      'Bulbasaur used the VSTAR Power Star Regeneration',
      'Bulbasaur used the GX attack Shade GX',
    ])
  })

  it("names an EX-era Poké-Power and Poké-Body as such (seed [003]'s two kinds of power)", () => {
    expect(
      lines([
        { type: 'ability', seat: 0, pokemon: charmander, ability: 'Baby Evolution', power: 'poke-power' },
        { type: 'ability', seat: 1, pokemon: bulbasaur, ability: 'Thick Skin', power: 'poke-body' },
      ]),
    ).toEqual(['Charmander used the Poké-Power Baby Evolution', 'Bulbasaur used the Poké-Body Thick Skin'])
  })

  it("names the Tool that gives an Ability (Sky Seal Stone's Star Order)", () => {
    const stone = { uid: 3, def: 'swsh12pt5-143' }
    const regigigas = { uid: 4, def: 'swsh12pt5-113' }
    expect(
      lines([{ type: 'ability', seat: 0, pokemon: regigigas, ability: 'Star Order', power: 'vstar', tool: stone }]),
    ).toEqual(['Regigigas V used the VSTAR Power Star Order (Sky Seal Stone)'])
  })

  it("says who drew, naming your own draws and never the opponent's hidden ones", () => {
    const draw = (seat: 0 | 1, card: typeof charmander | null): GameEvent => ({
      type: 'move',
      seat,
      card,
      from: 'deck',
      to: 'hand',
    })
    expect(lines([draw(0, charmander)])).toEqual(['You drew Charmander'])
    expect(lines([draw(0, charmander), draw(0, bulbasaur)])).toEqual(['You drew Charmander and Bulbasaur'])
    expect(lines([draw(1, null)])).toEqual(['Your opponent drew a card'])
    expect(lines([draw(1, null), draw(1, null), draw(1, null)])).toEqual(['Your opponent drew 3 cards'])
    expect(lines([draw(1, charmander)], 1)).toEqual(['You drew Charmander'])
  })

  it('renders coins, conditions, knock outs, prizes, turns and the end of the game', () => {
    expect(
      lines([
        { type: 'coin', seat: 0, heads: true, reason: 'Thunder Jolt' },
        {
          type: 'condition',
          target: { seat: 1, zone: 'active' },
          condition: 'paralyzed',
          on: true,
          pokemon: bulbasaur,
        },
        { type: 'knock-out', seat: 1, pokemon: bulbasaur, from: { seat: 1, zone: 'active' } },
        { type: 'prize', seat: 0, card: charmander },
        { type: 'prize', seat: 1, card: null },
        { type: 'turn-start', seat: 1, turn: 4 },
        { type: 'game-over', winner: 0, reason: 'prizes', text: 'took the last Prize card' },
      ]),
    ).toEqual([
      'Coin flip (Thunder Jolt): Heads',
      'Bulbasaur is now Paralyzed',
      "Your opponent's Bulbasaur was Knocked Out",
      'You took a Prize card: Charmander',
      'Your opponent took a Prize card',
      "Turn 4: your opponent's turn",
      'You win: you took your last Prize card',
    ])
  })

  it('numbers lines with the turn they happened in', () => {
    const out = eventLines(
      [
        { type: 'turn-start', seat: 0, turn: 5 },
        { type: 'trainer', seat: 0, card: { uid: 9, def: 'base1-91' } },
      ],
      { db, viewer: 0, view: null, turn: 4 },
    )
    expect(out.map((l) => [l.turn, l.text])).toEqual([
      [5, 'Turn 5: your turn'],
      [5, 'You played Bill'],
    ])
  })
})

describe('log text for modern Trainers (real engine events)', () => {
  const engine = createEngine(db)
  const play = () =>
    new Driver(
      engine,
      scenario(engine, {
        rules: 'modern',
        players: [
          {
            active: 'sv3pt5-84', // Doduo
            hand: ['sv3pt5-153', 'sv3pt5-165', 'sv3pt5-157', 'sve-1'], // Antique Helix Fossil, Rigid Band, Cycling Road, Grass Energy
            deck: ['sve-5', 'sve-5'],
            prizes: ['sve-5'],
          },
          { active: 'sv3pt5-129', deck: ['sve-3'], prizes: ['sve-3'] },
        ],
      }),
    )
  const text = (d: Driver) =>
    eventLines(d.events, { db, viewer: 0, view: viewFor(d.state, 0, db), turn: 3 }).map((l) => l.text)

  it('a fossil put on the Bench and a Tool attached are one line each', () => {
    const d = play().pick('Put Antique Helix Fossil on the Bench').pick('Attach Rigid Band to Doduo')
    expect(text(d)).toEqual(['You put Antique Helix Fossil on the Bench', 'You attached Rigid Band to Doduo'])
  })

  it('a Stadium played and its action used say who did what', () => {
    const d = play().pick('Play Cycling Road').pick('Use Cycling Road').pick('Basic Grass Energy')
    expect(text(d)).toEqual([
      'You played the Stadium Cycling Road',
      'You used Cycling Road',
      'You discarded Basic Grass Energy',
      'You drew Basic Psychic Energy',
    ])
  })

  it('a Supporter played is one line, not another for its trip to the discard pile', () => {
    const daisy = new Driver(
      engine,
      scenario(engine, {
        rules: 'modern',
        players: [
          { active: 'sv3pt5-84', hand: ['sv3pt5-158'], deck: ['sve-5', 'sve-5', 'sve-5'], prizes: ['sve-5'] },
          { active: 'sv3pt5-129', deck: ['sve-3'], prizes: ['sve-3'] },
        ],
      }),
    ).pick("Play Daisy's Help")
    expect(text(daisy)).toEqual([
      "You played Daisy's Help",
      'You drew 2 Basic Psychic Energy',
      'You looked at Basic Psychic Energy',
    ])
  })

  it('a retreat and a promotion are one line each (not also the swap they make)', () => {
    const d = new Driver(
      engine,
      scenario(engine, {
        rules: 'modern',
        players: [
          {
            active: { card: 'sv3pt5-84', energy: ['sve-5'] },
            bench: ['sv3pt5-92'],
            deck: ['sve-5'],
            prizes: ['sve-5'],
          },
          { active: 'sv3pt5-129', deck: ['sve-3'], prizes: ['sve-3'] },
        ],
      }),
    ).pick('Retreat to Gastly')
    expect(text(d)).toEqual(['Basic Psychic Energy went to your discard pile', 'Doduo retreated; Gastly is now Active'])
    const promoted = eventLines(
      [
        { type: 'knock-out', seat: 1, pokemon: bulbasaur, from: { seat: 1, zone: 'active' } },
        { type: 'switch', seat: 1, from: { seat: 1, zone: 'bench', index: 0 }, to: { seat: 1, zone: 'active' } },
        { type: 'promote', seat: 1, from: 0 },
      ],
      { db, viewer: 0, view: null, turn: 3 },
    ).map((l) => l.text)
    expect(promoted).toHaveLength(2)
    expect(promoted[1]).toMatch(/new Active Pokémon$/)
  })

  it('an attack used from the Bench says so', () => {
    const d = new Driver(
      engine,
      scenario(engine, {
        rules: 'modern',
        players: [
          {
            active: 'sv3pt5-84',
            bench: [{ card: 'sv3pt5-65', energy: ['sve-5', 'sve-5'] }], // Alakazam ex
            deck: ['sve-5'],
            prizes: ['sve-5'],
          },
          { active: 'sv3pt5-143', bench: ['sv3pt5-129'], deck: ['sve-3'], prizes: ['sve-3'] }, // Snorlax
        ],
      }),
    ).pick('Attack: Dimensional Hand (Benched Alakazam ex)')
    expect(text(d)[0]).toBe('Alakazam ex (on the Bench) used Dimensional Hand: 120 damage to Snorlax')
  })

  it('explains how damage came about: Weakness, and an Ability that prevented it (issue 20)', () => {
    const fight = (defender: { card: string; energy?: string[] }) =>
      new Driver(
        engine,
        scenario(engine, {
          rules: 'modern',
          players: [
            { active: { card: 'sv3pt5-4', energy: ['sve-2', 'sve-2'] }, deck: ['sve-2'], prizes: ['sve-2'] },
            { active: defender, bench: ['sv3pt5-129'], deck: ['sve-3'], prizes: ['sve-3'] },
          ],
        }),
      ).pick('Attack: Steady Firebreathing')
    // Bulbasaur is weak to Fire (×2).
    expect(text(fight({ card: 'sv3pt5-1' }))[0]).toBe(
      'Charmander used Steady Firebreathing: 60 damage to Bulbasaur (30 base, Weakness ×2)',
    )
    // Mr. Mime with as much Energy as the attacker: Mimic Barrier prevents all the damage.
    expect(text(fight({ card: 'sv3pt5-122', energy: ['sve-5', 'sve-5'] }))[0]).toBe(
      "Charmander used Steady Firebreathing: no damage to Mr. Mime (prevented by Mr. Mime's Mimic Barrier)",
    )
  })

  it('says that damage an attack does to its own user was prevented, as for the Defending Pokémon', () => {
    // Machoke's Submission does 20 to itself; Defender (20 less damage from attacks) brings it to nothing.
    const d = new Driver(
      engine,
      scenario(engine, {
        rules: 'classic1999',
        players: [
          {
            active: { card: 'base1-34', energy: ['base1-97', 'base1-97', 'base1-98', 'base1-98'] },
            hand: ['base1-80'],
            deck: ['base1-97'],
            prizes: ['base1-97'],
          },
          { active: 'base1-18', deck: ['base1-97'], prizes: ['base1-97'] },
        ],
      }),
    )
    d.pick('Play Defender').pick('Machoke')
    const from = d.events.length
    d.pick('Attack: Submission')
    const said = eventLines(d.events.slice(from), { db, viewer: 0, view: viewFor(d.state, 0, db), turn: 3 })
    expect(said.map((l) => l.text).slice(0, 2)).toEqual([
      'Machoke used Submission: 60 damage to Dragonair',
      'No damage to Machoke (prevented by Defender)',
    ])
  })

  it('names a card the viewer was shown before it went into a hidden place (Grabber, issue 20)', () => {
    const pikachu = { uid: 9, def: 'sv3pt5-25' }
    const grabbed: GameEvent[] = [
      { type: 'reveal', seat: 1, to: 'both', reason: 'Grabber', cards: [pikachu] },
      { type: 'move', seat: 1, card: pikachu, from: 'hand', to: 'deck' },
    ]
    // The engine's view for the Grabber player keeps the card's name, as the reveal showed it.
    expect(lines(viewEvents(grabbed, 0))).toEqual([
      'Your opponent revealed Pikachu',
      'Your opponent put Pikachu into their deck',
    ])
    // A card moved between hidden places without being shown stays unnamed.
    expect(lines(viewEvents([grabbed[1]!], 0))).toEqual(['Your opponent put a card into their deck'])
  })

  it('names the same card once with its count', () => {
    const psychic = { uid: 5, def: 'sve-5' }
    expect(
      lines([
        { type: 'reveal', seat: 0, to: 'self', reason: 'Gloom', cards: [psychic, { ...psychic, uid: 6 }, charmander] },
      ]),
    ).toEqual(['You looked at 2 Basic Psychic Energy and Charmander'])
  })
})
