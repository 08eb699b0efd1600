import { attack, pokemon, weak } from '../../kit'

export const RHYHORN = pokemon({
  id: 'sv3pt5-111',
  name: 'Rhyhorn',
  stage: 'basic',
  hp: 100,
  types: ['fighting'],
  weakness: weak('grass'),
  retreat: 3,
  attacks: [
    attack('Push Down', ['fighting', 'colorless'], 20, {
      text: "After the damage, your opponent's Active Pokémon goes to the Bench and your opponent picks which of their Benched Pokémon replaces it.",
      *effect(c) {
        c.dealDamage()
        if (c.protectedFromEffects(c.defending)) return
        yield* c.switchActive(c.opp, c.opp, 'Push Down: choose your new Active Pokémon')
      },
    }),
    attack('Boulder Crush', ['fighting', 'fighting', 'colorless'], 70),
  ],
})
