import { attack, pokemon, resist, weak } from '../../kit'

export const ZUBAT = pokemon({
  id: 'sv3pt5-41',
  name: 'Zubat',
  stage: 'basic',
  hp: 40,
  types: ['darkness'],
  weakness: weak('lightning'),
  resistance: resist('fighting'),
  retreat: 1,
  abilities: [
    {
      name: 'Revealing Echo',
      text: 'Once during your turn, while this Pokémon is your Active Pokémon, you may make your opponent show you their hand.',
      oncePerTurn: true,
      canUse: (c) => c.self.zone === 'active',
      use(c) {
        c.revealHand(c.opp, 'Revealing Echo')
      },
    },
  ],
  attacks: [attack('Bite', ['colorless'], 10)],
})
