import { describe, expect, it } from 'vitest'
import { aimQuestion } from './aim-question'

describe('aimQuestion: the 2-on-2 target chooser asks once, in plain words', () => {
  it('names the attacker and its attack when two Actives could attack', () => {
    expect(aimQuestion('Blaziken: Attack: Flamethrower', ['Cyndaquil', 'Growlithe'])).toBe(
      'Blaziken’s Flamethrower: attack Cyndaquil or Growlithe?',
    )
  })

  it('names the attack alone when one Active can attack', () => {
    expect(aimQuestion('Attack: Flamethrower', ['Cyndaquil', 'Growlithe'])).toBe(
      'Flamethrower: attack Cyndaquil or Growlithe?',
    )
  })
})
