import { attack, pokemon, resist, weak } from '../../kit'
import { energyUnitsOnAll } from '../../effects/energy'

export const EXEGGUTOR = pokemon({
  id: 'swsh12pt5-58',
  name: 'Exeggutor',
  stage: 'stage1',
  evolvesFrom: 'Exeggcute',
  hp: 130,
  types: ['psychic'],
  weakness: weak('darkness'),
  resistance: resist('fighting', 30),
  retreat: 2,
  attacks: [
    attack('Powerful Storm', ['psychic'], 0, {
      text: 'Does 20 damage for each Energy attached to all of your Pokémon (a card that gives 2 Energy counts 2).',
      effect(c) {
        // Printed with no damage number: the effect deals the whole amount itself (none without Energy).
        c.dealDamage(20 * energyUnitsOnAll(c, c.seat))
      },
    }),
    attack('Stampede', ['psychic', 'colorless', 'colorless'], 100),
  ],
})
