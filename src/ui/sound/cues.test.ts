import { describe, expect, it } from 'vitest'
import type { GameEvent } from '../../engine'
import { cueFor, cuesForStep } from './cues'
import { COIN_SPIN_MS, soundStep } from './player'

// Events as the engine emits them; the cue depends only on the fields named here.
const card = { uid: 1, def: 'x' } as never
const slot = { seat: 0, zone: 'active', index: 0 } as never
const move = (from: string, to: string) => ({ type: 'move', seat: 0, card, from, to }) as GameEvent
const ev = (e: object) => e as GameEvent

describe('which event makes which sound', () => {
  it.each([
    ['a draw', move('deck', 'hand'), 'draw'],
    ['a Pokémon put onto the Bench', move('hand', 'bench'), 'play'],
    ['an Energy attached', move('hand', 'attached'), 'attach'],
    ['a Trainer played', ev({ type: 'trainer', seat: 0, card }), 'play'],
    ['an attack', ev({ type: 'attack', seat: 0, pokemon: card, attack: 'Tackle' }), 'attack'],
    ['damage', ev({ type: 'damage', target: slot, amount: 30 }), 'damage'],
    ['a Knock Out', ev({ type: 'knock-out', seat: 1, pokemon: card, from: slot }), 'knock-out'],
    ['a coin flip', ev({ type: 'coin', seat: 0, heads: true, reason: 'r' }), 'coin'],
    ['a win', ev({ type: 'game-over', winner: 0, reason: 'prizes', text: '' }), 'win'],
    ['a loss', ev({ type: 'game-over', winner: 1, reason: 'prizes', text: '' }), 'lose'],
  ])('%s', (_name, e, cue) => expect(cueFor(e)).toBe(cue))

  it('keeps shuffles, discards and turn starts silent', () => {
    expect(cueFor(ev({ type: 'shuffle', seat: 0, zone: 'deck' }))).toBeNull()
    expect(cueFor(move('hand', 'discard'))).toBeNull()
    expect(cueFor(ev({ type: 'turn-start', seat: 0, turn: 2 }))).toBeNull()
  })

  it('plays a step as its most telling distinct sounds', () => {
    const step = [move('deck', 'hand'), move('deck', 'hand'), ev({ type: 'damage' }), ev({ type: 'knock-out' })]
    expect(cuesForStep(step)).toEqual(['knock-out', 'damage'])
    expect(cuesForStep([move('deck', 'hand'), move('deck', 'hand')])).toEqual(['draw'])
  })
})

describe('playing a step', () => {
  const coin = ev({ type: 'coin', seat: 0, heads: true, reason: 'r' })
  const record = () => {
    const calls: [string, number, number][] = []
    return { calls, play: (c: string, v: number, d: number) => void calls.push([c, v, d]) }
  }

  it('starts no sound at volume 0', () => {
    const r = record()
    expect(soundStep([coin, ev({ type: 'attack' })], 0, 1, r.play)).toEqual([])
    expect(r.calls).toEqual([])
  })

  it('lands the coin when the table coin lands', () => {
    const r = record()
    soundStep([coin], 0.5, 2, r.play)
    expect(r.calls).toEqual([
      ['coin', 0.5, 0],
      ['coin-land', 0.5, COIN_SPIN_MS * 2],
    ])
  })

  it('plays one sound for a step that is not animated', () => {
    const r = record()
    soundStep([move('deck', 'hand'), coin], 1, 0, r.play)
    expect(r.calls).toEqual([['coin-land', 1, 0]])
  })
})
