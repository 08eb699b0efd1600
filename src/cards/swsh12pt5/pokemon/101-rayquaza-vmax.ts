import { discardHandAndDraw } from '../../effects/cards-in-hand'
import { mayDiscardBasicEnergyOfOneTypeForMore } from '../../effects/energy'
import { attack, pokemon } from '../../kit'

export const RAYQUAZA_VMAX = pokemon({
  id: 'swsh12pt5-101',
  name: 'Rayquaza VMAX',
  stage: 'vmax',
  evolvesFrom: 'Rayquaza V',
  ruleBox: 'VMAX',
  tags: ['Rapid Strike'],
  hp: 320,
  types: ['dragon'],
  retreat: 2,
  abilities: [
    {
      name: 'Azure Pulse',
      text: 'Once during your turn, you may discard your whole hand and draw 3 cards.',
      oncePerTurn: true,
      use: discardHandAndDraw(3),
    },
  ],
  attacks: [
    attack('Max Burst', ['fire', 'lightning'], 20, {
      damageSuffix: '+',
      text: 'You may discard any number of basic Fire Energy cards, or any number of basic Lightning Energy cards, from this Pokémon: 80 more damage for each card discarded.',
      effect: mayDiscardBasicEnergyOfOneTypeForMore(['fire', 'lightning'], 'any', 80),
    }),
  ],
})
