import { attack, pokemon, resist, weak } from '../../kit'

export const DUGTRIO = pokemon({
  id: 'base1-19',
  name: 'Dugtrio',
  stage: 'stage1',
  evolvesFrom: 'Diglett',
  hp: 70,
  types: ['fighting'],
  weakness: weak('grass'),
  resistance: resist('lightning'),
  retreat: 2,
  attacks: [
    attack('Slash', ['fighting', 'fighting', 'colorless'], 40),
    attack('Earthquake', ['fighting', 'fighting', 'fighting', 'fighting'], 70, {
      text: 'Also does 10 damage to each of your own Benched Pokémon (no Weakness or Resistance for Benched Pokémon).',
      effect: (c) => {
        c.dealDamage()
        for (const ref of c.benched(c.seat)) c.benchDamage(ref, 10)
      },
    }),
  ],
})
