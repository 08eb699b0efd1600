import { attack, pokemon, resist, weak } from '../../kit'
import { healThis } from '../../effects/healing'

export const PALOSSAND = pokemon({
  id: 'swsh2-82',
  name: 'Palossand',
  stage: 'stage1',
  evolvesFrom: 'Sandygast',
  hp: 140,
  types: ['psychic'],
  weakness: weak('darkness'),
  resistance: resist('fighting'),
  retreat: 4,
  attacks: [
    attack('Sand Sink', ['colorless', 'colorless'], 0, {
      text: "Discard the top card of your opponent's deck. If this Pokémon has a Cursed Shovel attached, discard the 2 cards after it as well.",
      effect(c) {
        const shovel = c.toolsOn(c.self).some((u) => c.def(u).name === 'Cursed Shovel')
        for (const uid of c.them.deck.slice(0, shovel ? 3 : 1)) c.moveTo(uid, 'discard')
      },
    }),
    attack('Super Absorption', ['psychic', 'colorless', 'colorless'], 90, {
      text: 'Heal 30 damage from this Pokémon.',
      effect: healThis(30),
    }),
  ],
})
