import { attack, pokemon, resist } from '../../kit'
import { ifHeadsDefendingIsNow } from '../../effects/conditions'
import { discardEnergyToUse, thisHasEnergyOfType } from '../../effects/energy'

export const GASTLY = pokemon({
  id: 'base1-50',
  name: 'Gastly',
  stage: 'basic',
  hp: 30,
  types: ['psychic'],
  resistance: resist('fighting'),
  retreat: 0,
  attacks: [
    attack('Sleeping Gas', ['psychic'], 0, {
      text: 'Flip a coin. If heads, the Defending Pokémon falls Asleep.',
      effect: ifHeadsDefendingIsNow('asleep'),
    }),
    attack('Destiny Bond', ['psychic', 'colorless'], 0, {
      text: "To use this attack, discard 1 Psychic Energy card attached to Gastly. If an opponent's attack Knocks Out Gastly during their next turn, the attacking Pokémon is Knocked Out too.",
      canUse: thisHasEnergyOfType('psychic'),
      payCost: discardEnergyToUse(1, 'psychic'),
      effect(c) {
        c.mark(c.self, { source: 'base1-50', key: 'destiny-bond', until: 'opponent-next-turn', clearsOnMove: true })
      },
    }),
  ],
  markers: {
    'destiny-bond': {
      onKnockOut: (h, ko) => {
        if (ko.byAttack?.attacker) h.knockOut(ko.byAttack.attacker)
      },
    },
  },
})
