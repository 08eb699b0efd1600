import { attack, pokemon, weak } from '../../kit'
import { POWER_OFF, energyCardMover } from '../../effects/powers'

const ENERGY_TRANS = energyCardMover('Energy Trans', 'grass')

export const VENUSAUR = pokemon({
  id: 'base1-15',
  name: 'Venusaur',
  stage: 'stage2',
  evolvesFrom: 'Ivysaur',
  hp: 100,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 2,
  abilities: [
    {
      name: 'Energy Trans',
      text: 'As often as you like during your turn, move a Grass Energy card attached to one of your Pokémon to another of your Pokémon. Not while Venusaur is Asleep, Confused or Paralyzed.',
      offWhen: POWER_OFF,
      canUse: ENERGY_TRANS.canMove,
      use: ENERGY_TRANS.move,
    },
  ],
  attacks: [attack('Solarbeam', ['grass', 'grass', 'grass', 'grass'], 60)],
})
