import { attack, pokemon, resist, weak } from '../../kit'

export const GASTLY = pokemon({
  id: 'swsh1-83',
  name: 'Gastly',
  stage: 'basic',
  hp: 60,
  types: ['psychic'],
  weakness: weak('darkness'),
  resistance: resist('fighting'),
  retreat: 1,
  attacks: [
    attack('Fade Out', ['psychic'], 20, {
      text: 'After the damage, put this Pokémon and every card attached to it into your hand.',
      *effect(c) {
        c.dealDamage()
        c.removeFromPlay(c.self, 'hand')
        yield* c.promoteIfNeeded()
      },
    }),
  ],
})
