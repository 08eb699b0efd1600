import { attack, pokemon, weak } from '../../kit'
import { moreDamageForEach } from '../../effects/damage'
import { energyUnitsOnAll, searchDeckForEnergyToAttachToBenched } from '../../effects/energy'

export const BOLTUND_V = pokemon({
  id: 'swsh2-67',
  name: 'Boltund V',
  stage: 'basic',
  ruleBox: 'V',
  hp: 200,
  types: ['lightning'],
  weakness: weak('fighting'),
  retreat: 2,
  attacks: [
    attack('Electrify', ['lightning'], 0, {
      text: 'Look through your deck for up to 2 Lightning Energy cards and attach them to your Benched Pokémon, split as you like. Shuffle your deck afterwards.',
      effect: searchDeckForEnergyToAttachToBenched('lightning', 2),
    }),
    attack('Bolt Storm', ['lightning', 'colorless'], 10, {
      damageSuffix: '+',
      text: '10 damage, plus 30 more for each Lightning Energy attached to all of your Pokémon.',
      effect: moreDamageForEach(30, (c) => energyUnitsOnAll(c, c.seat, 'lightning')),
    }),
  ],
})
