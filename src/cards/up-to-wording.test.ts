/**
 * rules.md WD-1 across the sets: "up to X" lets the player pick any number from 1 to X, except for drawing cards
 * ([002] "Was ist der Unterschied zwischen „bis zu" und „beliebig viele"?": „… kannst du eine beliebige Zahl zwischen
 * 1 und X auswählen. (Die Ausnahme ist das Ziehen von Karten …)"). Each card below takes "up to" N cards from the
 * discard pile: with one there, picking none is refused and picking it is accepted.
 */
import { describe, expect, it } from 'vitest'
import { cardHarness } from './testing'

const { game } = cardHarness('sve-5', { rules: 'modern' })

const CASES: [card: string, active: { card: string | string[]; energy: string[] }, use: string, discard: string][] = [
  ['sv3pt5-8 Wartortle', { card: ['sv3pt5-7', 'sv3pt5-8'], energy: ['sve-3'] }, 'Attack: Free Diving', 'sve-3'],
  ['sv3pt5-55 Golduck', { card: ['sv3pt5-54', 'sv3pt5-55'], energy: ['sve-3'] }, 'Attack: Aquatic Rescue', 'sv3pt5-54'],
  ['sv3pt5-82 Magneton', { card: ['sv3pt5-81', 'sv3pt5-82'], energy: ['sve-4'] }, 'Attack: Junk Magnet', 'sv3pt5-206'],
  ['sv3pt5-59 Arcanine', { card: ['sv3pt5-58', 'sv3pt5-59'], energy: ['sve-2'] }, 'Attack: Torrid Torrent', 'sve-2'],
  ['swsh1-25 Victini V', { card: 'swsh1-25', energy: ['sve-2'] }, 'Attack: Spreading Flames', 'sve-2'],
  ['swsh2-5 Shuckle', { card: 'swsh2-5', energy: ['sve-1'] }, 'Attack: Berry Picking', 'sve-2'],
]

describe('rules.md WD-1: "up to N" cards from the discard pile is 1 to N', () => {
  for (const [name, active, use, discard] of CASES)
    it(`${name}: ${use.replace('Attack: ', '')}`, () => {
      const d = game({ players: [{ active, discard: [discard] }, { active: 'sv3pt5-150' }] })
      d.pick(use)
      expect(d.decision.ask).toBe('choose-cards')
      expect(d.tryPick([])).toBeTruthy() // refused, with a message
      expect(d.tryPick([0])).toBeFalsy()
    })

  it('swsh1-34 Cinderace: Libero, once used, attaches at least 1 Fire Energy', () => {
    const d = game({
      players: [
        {
          active: 'swsh1-148',
          bench: [{ card: ['swsh1-30', 'swsh1-32', 'swsh1-34'] }],
          hand: ['sv3pt5-206'],
          discard: ['sve-2', 'sve-2'],
        },
        { active: 'sv3pt5-150' },
      ],
    })
    d.pick('Play Switch')
    if (d.decision.ask !== 'main') d.pick('Cinderace')
    d.pick('Use Libero')
    expect(d.tryPick([])).toBeTruthy()
    expect(d.tryPick([0, 1])).toBeFalsy()
  })
})
