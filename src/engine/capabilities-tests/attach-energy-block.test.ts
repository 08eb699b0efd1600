/** Capability: canAttachEnergyFromHand hooks stop the manual Energy attachment to one Pokémon (and only that one). */
import { describe, expect, it } from 'vitest'
import { makeCardDb } from '../api/card'
import type { PokemonDef } from '../api/card'
import { TEST_CARDS } from '../testing/cards'
import { harness } from '../testing/harness'

const shy: PokemonDef = {
  kind: 'pokemon',
  id: 'cap-shy',
  name: 'Shy',
  stage: 'basic',
  hp: 60,
  types: ['water'],
  retreat: 1,
  attacks: [],
  hooks: { canAttachEnergyFromHand: () => false },
}
const { game } = harness(makeCardDb([...TEST_CARDS, shy]))

describe('canAttachEnergyFromHand hook', () => {
  it('no attachment from the hand is offered to the blocked Pokémon; the others still get one', () => {
    const d = game({
      players: [{ active: 'cap-shy', bench: ['water-basic'], hand: ['energy-water'] }, { active: 'fire-basic' }],
    })
    const attach = d.labels().filter((l) => l.startsWith('Attach'))
    expect(attach).toEqual(['Attach Water Energy to Splashling'])
  })
})
