import { attack, pokemon, weak } from '../../kit'
import { alsoDamagesItself, moreDamageForEach } from '../../effects/damage'
import { energyUnitsOnAll } from '../../effects/energy'

export const VIKAVOLT = pokemon({
  id: 'swsh2-66',
  name: 'Vikavolt',
  stage: 'stage2',
  evolvesFrom: 'Charjabug',
  hp: 150,
  types: ['lightning'],
  weakness: weak('fighting'),
  retreat: 2,
  attacks: [
    attack('Powerful Storm', ['lightning', 'colorless', 'colorless'], 60, {
      damageSuffix: '+',
      text: '60 damage, plus 20 more for each Energy attached to all of your Pokémon (a card that gives 2 Energy counts 2).',
      effect: moreDamageForEach(20, (c) => energyUnitsOnAll(c, c.seat)),
    }),
    attack('Thunder Jolt Beam', ['lightning', 'colorless', 'colorless', 'colorless'], 170, {
      text: 'This Pokémon takes 30 damage too.',
      effect: alsoDamagesItself(30),
    }),
  ],
})
