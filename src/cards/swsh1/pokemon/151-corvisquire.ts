import { attack, pokemon, resist, weak } from '../../kit'
import { discardDefendingToolsBeforeDamage } from '../../effects/in-play'

export const CORVISQUIRE = pokemon({
  id: 'swsh1-151',
  name: 'Corvisquire',
  stage: 'stage1',
  evolvesFrom: 'Rookidee',
  hp: 80,
  types: ['colorless'],
  weakness: weak('lightning'),
  resistance: resist('fighting', 30),
  retreat: 1,
  attacks: [
    attack('Pluck', ['colorless'], 20, {
      text: "First, every Pokémon Tool attached to your opponent's Active Pokémon is discarded; then the damage is done.",
      effect: discardDefendingToolsBeforeDamage,
    }),
    attack('Drill Peck', ['colorless', 'colorless'], 50),
  ],
})
