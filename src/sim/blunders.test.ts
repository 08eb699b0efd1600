/**
 * The blunder check (blunders.ts) on built Base Set positions: each kind counts the move it describes and nothing else.
 */
import { describe, expect, it } from 'vitest'
import { createEngine, type GameState } from '../engine'
import { scenario, Driver, type PokemonSpec, type ScenarioSpec } from '../engine/testing/scenario'
import { isAction } from '../engine/testing/menu'
import { cardDb } from '../cards/registry'
import { BlunderWatch, emptyBlunderTally, type BlunderTally } from './blunders'

const db = cardDb()
const engine = createEngine(db)
const B1 = {
  machop: 'base1-52',
  onix: 'base1-56',
  charmander: 'base1-46',
  charizard: 'base1-4',
  chansey: 'base1-3',
  magikarp: 'base1-35',
  hitmonchan: 'base1-7',
  doubleColorless: 'base1-96',
  switch: 'base1-95',
  fullHeal: 'base1-82',
  fighting: 'base1-97',
  fire: 'base1-98',
  psychic: 'base1-101',
}
/** Sword & Shield Supporters (rules 'swsh'). */
const SW = { marnie: 'swsh1-169', pokeKid: 'swsh1-173', research: 'swsh1-178' }
const deck = Array.from({ length: 10 }, () => B1.fighting)

/** A Driver that shows every answer to a BlunderWatch. */
class Watched extends Driver {
  readonly watch = new BlunderWatch(db)
  override pickIndices(picks: number[]): this {
    const before: GameState = this.state
    const n = this.events.length
    super.pickIndices(picks)
    this.watch.step(before, picks, this.state, this.events.slice(n))
    return this
  }
  /** Seat 0's tally. */
  get mine(): BlunderTally {
    return this.watch.tally[0]
  }
}

const game = (spec: ScenarioSpec) =>
  new Watched(
    engine,
    scenario(engine, {
      rules: 'classic1999',
      ...spec,
      players: spec.players.map((p) => ({ prizes: deck.slice(0, 6), ...p })) as ScenarioSpec['players'],
    }),
  )
const only = (t: Partial<BlunderTally>): BlunderTally => ({ ...emptyBlunderTally(), turns: 1, ...t })

/** Answer the pending question (a retreat's discard, Switch's Pokémon) with its first choices. */
const first = (d: Watched) => d.pickIndices(Array.from({ length: d.decision.min }, (_, i) => i))

describe('blunder check', () => {
  it('counts nothing in a sensible turn (attach, attack)', () => {
    const d = game({
      players: [
        { active: { card: B1.machop, energy: [B1.fighting] }, hand: [B1.fighting], deck },
        { active: B1.onix, deck },
      ],
    })
    d.pick(isAction('attach-energy')).pick('Attack: Low Kick')
    expect(d.mine).toEqual(only({}))
  })

  it('(a) Switch, then a retreat back to the Pokémon switched out, is one undo', () => {
    const d = game({
      players: [
        {
          active: { card: B1.machop, energy: [B1.fighting] },
          bench: [{ card: B1.charmander, energy: [B1.fire, B1.fire] }],
          hand: [B1.switch],
          deck,
        },
        { active: B1.onix, deck },
      ],
    })
    d.pick('Switch')
    if (d.decision.ask !== 'main') first(d)
    d.pick(isAction('retreat'))
    if (d.decision.ask !== 'main') first(d)
    expect(d.state.players[0].active?.stack[0]).toBe(d.snapshot().players[0].active?.stack[0])
    d.pick('End turn')
    expect(d.mine).toEqual(only({ undo: 1, skippedAttack: 1, passedAttack: 1 }))
  })

  it('(a) a retreat back to a Pokémon that has evolved on the Bench since Switch took it out is no undo', () => {
    // Machop (20 HP left) is Switched out for a Bulbasaur that Charmander's Ember Knocks Out, evolves on the Bench into
    // Machoke (50 HP left, out of Ember's reach), and comes back in: another position than the one that left.
    const d = game({
      players: [
        {
          active: { card: B1.machop, damage: 30 },
          bench: [{ card: 'base1-44', energy: [B1.fighting] }],
          hand: [B1.switch, 'base1-34'],
          deck,
        },
        { active: { card: B1.charmander, energy: [B1.fire] }, deck },
      ],
    })
    d.pick('Switch')
    if (d.decision.ask !== 'main') first(d)
    d.pick(isAction('evolve', 'Machoke'))
    d.pick(isAction('retreat', 'Machoke'))
    if (d.decision.ask !== 'main') first(d)
    d.pick('End turn')
    expect(d.mine).toEqual(only({}))
  })

  /** Machop with a Psychic Energy gets a Fighting one from the hand, then retreats for Onix (no better), paying
   *  with the new Energy or the old (two kinds of Energy, so the engine asks which). */
  const attachThenRetreat = (pay: 'new' | 'old') => {
    const d = game({
      players: [
        { active: { card: B1.machop, energy: [B1.psychic] }, bench: [B1.onix], hand: [B1.fighting], deck },
        { active: B1.charmander, deck },
      ],
    })
    const fresh = d.state.players[0].hand[0]!
    d.pick(isAction('attach-energy', 'Machop'))
    d.pick(isAction('retreat'))
    expect(d.decision.ask).toBe('discard-energy')
    const paid = d.decision.options.findIndex((o) => o.kind === 'cards' && o.uids.includes(fresh) === (pay === 'new'))
    d.pickIndices([paid])
    d.pick('End turn') // Onix has no Energy to attack with
    return d.mine
  }

  it('(a) attaching Energy to the Active, then paying its retreat with that Energy, is one undo', () => {
    expect(attachThenRetreat('new')).toEqual(only({ undo: 1 }))
  })

  it('(a) paying that retreat with the Energy it already had keeps the attachment: no undo, but waste (b)', () => {
    // The new Energy stays on Machop on the Bench; the retreat itself still brings nothing (Onix is no better).
    expect(attachThenRetreat('old')).toEqual(only({ waste: 1 }))
  })

  it('(a) a Double Colorless Energy attached this turn that alone pays a Retreat Cost of 2 is no undo', () => {
    // Hitmonchan (Retreat Cost 2) has a Fighting Energy and gets a Double Colorless: the Fighting Energy alone cannot
    // pay, so every payment offered holds the Double Colorless (alone or with the Fighting Energy). The retreat still
    // brings nothing (Onix): waste.
    const d = game({
      players: [
        {
          active: { card: B1.hitmonchan, energy: [B1.fighting] },
          bench: [B1.onix],
          hand: [B1.doubleColorless],
          deck,
        },
        { active: B1.charmander, deck },
      ],
    })
    const dce = d.state.players[0].hand[0]!
    d.pick(isAction('attach-energy', 'Hitmonchan'))
    d.pick(isAction('retreat'))
    expect(d.labels()).toEqual(['Double Colorless Energy', 'Fighting Energy + Double Colorless Energy'])
    d.pick('Double Colorless Energy')
    expect(d.state.players[0].discard).toEqual([dce])
    d.pick('End turn')
    expect(d.mine).toEqual(only({ waste: 1 }))
  })

  it('(a) attaching the Energy that pays a retreat to a better attacker is no blunder', () => {
    const d = game({
      players: [
        {
          active: { card: B1.magikarp },
          bench: [{ card: B1.charmander, energy: [B1.fire, B1.fire] }],
          hand: [B1.fighting],
          deck,
        },
        { active: B1.onix, deck },
      ],
    })
    // Magikarp's Tackle does 20, Charmander's Ember 30: the retreat is worth its Energy.
    d.pick(isAction('attach-energy', 'Magikarp'))
    d.pick(isAction('retreat'))
    if (d.decision.ask !== 'main') first(d)
    d.pick('Attack: Ember')
    expect(d.mine).toEqual(only({}))
  })

  it('(b) a paid retreat for a Pokémon no better is waste; so is a Trainer that does nothing', () => {
    const d = game({
      players: [
        {
          active: { card: B1.machop, energy: [B1.fighting] },
          bench: [{ card: B1.machop, energy: [B1.fighting] }],
          hand: [B1.fullHeal],
          deck,
        },
        { active: B1.onix, deck },
      ],
    })
    d.pick(isAction('retreat'))
    if (d.decision.ask !== 'main') first(d)
    expect(d.mine).toEqual(only({ waste: 1 }))
    d.pick('Full Heal')
    if (d.decision.ask !== 'main') first(d)
    d.pick('Attack: Low Kick')
    expect(d.mine).toEqual(only({ waste: 2 }))
  })

  it('(b) Marnie with both hands empty is waste; a deck search that finds nothing is not (the deck was looked at)', () => {
    const play = (card: string) => {
      const d = game({
        rules: 'swsh',
        players: [
          { active: { card: B1.machop, energy: [B1.fighting] }, hand: [card], deck },
          { active: B1.onix, deck },
        ],
      })
      d.pick(card === SW.marnie ? 'Marnie' : 'Poké Kid')
      if (d.decision.ask !== 'main') first(d)
      return d.mine
    }
    expect(play(SW.pokeKid)).toEqual(only({})) // the deck holds only Energy: nothing found, the deck shuffled
    expect(play(SW.marnie)).toEqual(only({ waste: 1 })) // no other card in either hand: nothing happens
  })

  it('(c) a weaker attack while another Knocks Out for sure is a skipped Knock Out (and not also a skipped attack)', () => {
    const spec = (): ScenarioSpec => ({
      players: [
        { active: { card: B1.charmander, energy: [B1.fire, B1.fire] }, deck },
        { active: { card: B1.machop, damage: 20 }, bench: [B1.onix], deck },
      ],
    })
    expect(game(spec()).pick('Attack: Scratch').mine).toEqual(only({ skippedKo: 1 }))
    expect(game(spec()).pick('End turn').mine).toEqual(only({ skippedKo: 1, passedAttack: 1 }))
    expect(game(spec()).pick('Attack: Ember').mine).toEqual(only({}))
  })

  it('(d) ending the turn with an Active the opponent Knocks Out next turn, a safe Pokémon a cheap retreat away', () => {
    const spec = (benched: PokemonSpec | string): ScenarioSpec => ({
      players: [
        { active: { card: B1.machop, damage: 40, energy: [B1.psychic] }, bench: [benched], deck },
        { active: { card: B1.machop, energy: [B1.fighting] }, deck },
      ],
    })
    expect(game(spec(B1.onix)).pick('End turn').mine).toEqual(only({ leftExposed: 1 }))
    // A Bench no safer (a Magikarp with 20 HP left falls to a Low Kick too): nothing better to do.
    expect(game(spec({ card: B1.magikarp, damage: 10 })).pick('End turn').mine).toEqual(only({}))
  })

  it('(e) ending the turn with a free attack on offer is a skipped attack', () => {
    const d = game({
      players: [
        { active: { card: B1.machop, energy: [B1.fighting] }, deck },
        { active: B1.onix, deck },
      ],
    })
    expect(d.pick('End turn').mine).toEqual(only({ skippedAttack: 1, passedAttack: 1 }))
  })

  it('(f) ending the turn with any attack on offer is counted, one that discards Energy too; none on offer is not', () => {
    // Charizard's Fire Spin discards 2 Energy: not free (so no (e)), but an attack the turn could have had.
    const d = game({
      players: [
        { active: { card: B1.charizard, energy: [B1.fire, B1.fire, B1.fire, B1.fire] }, deck },
        { active: B1.chansey, deck }, // 120 HP: Fire Spin's 100 does not Knock it Out
      ],
    })
    expect(d.pick('End turn').mine).toEqual(only({ passedAttack: 1 }))
    const none = game({
      players: [
        { active: { card: B1.charizard, energy: [B1.fire] }, deck },
        { active: B1.chansey, deck },
      ],
    })
    expect(none.pick('End turn').mine).toEqual(only({}))
  })

  it('(f) not counted where attacking is a loss: a Confused attacker its own Confusion damage would Knock Out', () => {
    // Charmander with 20 HP left, Confused: tails on the Confusion flip puts 30 damage on it. Scratch stays a free
    // attack for (e), which does not read Confusion.
    const d = game({
      players: [
        { active: { card: B1.charmander, damage: 30, energy: [B1.fire], conditions: ['confused'] }, deck },
        { active: B1.onix, deck },
      ],
    })
    expect(d.pick('End turn').mine).toEqual(only({ skippedAttack: 1 }))
  })

  it('2-on-2 Battle: the second Active and the second Defending Pokémon are judged too (c, e, f)', () => {
    // Seed 003 Appendix A: either Active attacks either Defending Pokémon. Our first Active (Charmander, no Energy)
    // cannot attack; the second (Machop) Knocks Out the damaged Machop in their second spot with Low Kick, for sure.
    const spec = (): ScenarioSpec => ({
      rules: 'ex2003',
      format: 'double',
      players: [
        { active: B1.charmander, secondActive: { card: B1.machop, energy: [B1.fighting] }, deck },
        { active: B1.onix, secondActive: { card: B1.machop, damage: 30 }, deck },
      ],
    })
    expect(game(spec()).pick('End turn').mine).toEqual(only({ skippedKo: 1, passedAttack: 1 }))
    expect(game(spec()).pick('Low Kick on Onix').mine).toEqual(only({ skippedKo: 1 }))
    expect(game(spec()).pick('Low Kick on Machop').mine).toEqual(only({}))
  })

  it('2-on-2 Battle (d): only a retreat of the exposed Active itself counts, not one of the other Active', () => {
    // Our first Active (Machop, 10 HP left, no Energy) falls to a Low Kick next turn and cannot pay its Retreat Cost;
    // the second (Machop with a Psychic Energy, safe) could retreat to Onix. Ending the turn left nothing undone.
    const d = game({
      rules: 'ex2003',
      format: 'double',
      players: [
        {
          active: { card: B1.machop, damage: 40 },
          secondActive: { card: B1.machop, energy: [B1.psychic] },
          bench: [B1.onix],
          deck,
        },
        { active: { card: B1.machop, energy: [B1.fighting] }, secondActive: B1.onix, deck },
      ],
    })
    expect(d.labels().filter((l) => l.includes('Retreat'))).toEqual(['Machop: Retreat to Onix'])
    expect(d.pick('End turn').mine).toEqual(only({}))
  })
})
