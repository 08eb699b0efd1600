import { attack, pokemon, weak } from '../../kit'
import { attachFromDiscardToThis } from '../../effects/energy'

export const NINETALES = pokemon({
  id: 'swsh1-23',
  name: 'Ninetales',
  stage: 'stage1',
  evolvesFrom: 'Vulpix',
  hp: 120,
  types: ['fire'],
  weakness: weak('water'),
  retreat: 1,
  attacks: [
    attack('Flame Cloak', ['fire'], 30, {
      text: 'After the damage, attach a Fire Energy card from your discard pile to this Pokémon.',
      effect: attachFromDiscardToThis('fire'),
    }),
    attack('Fire Mane', ['fire', 'colorless'], 70),
  ],
})
