import { attack, pokemon, resist, weak } from '../../kit'
import { activeRef } from '../../../engine'
import { moreDamageForEach } from '../../effects/damage'

export const INDEEDEE_V = pokemon({
  id: 'swsh1-91',
  name: 'Indeedee V',
  stage: 'basic',
  ruleBox: 'V',
  hp: 180,
  types: ['psychic'],
  weakness: weak('darkness'),
  resistance: resist('fighting'),
  retreat: 2,
  abilities: [
    {
      name: 'Watch Over',
      text: 'Once during your turn, you may heal 20 damage from your Active Pokémon (offered when it has damage).',
      oncePerTurn: true,
      canUse: (c) => c.damageOn(activeRef(c.seat)) > 0,
      use(c) {
        c.heal(activeRef(c.seat), 20)
      },
    },
  ],
  attacks: [
    attack('Psychic', ['psychic', 'colorless', 'colorless'], 10, {
      damageSuffix: '+',
      text: "60 more damage for each Energy attached to your opponent's Active Pokémon (a card that gives 2 Energy counts 2).",
      effect: moreDamageForEach(60, (c) => c.energyUnits(c.defending)),
    }),
  ],
})
