import { attack, pokemon, resist, weak } from '../../kit'

export const ZACIAN = pokemon({
  id: 'swsh12pt5-94',
  name: 'Zacian',
  stage: 'basic',
  hp: 130,
  types: ['metal'],
  weakness: weak('fire'),
  resistance: resist('grass', 30),
  retreat: 2,
  attacks: [
    attack('Battle Legion', ['metal'], 20, {
      damageSuffix: '+',
      text: "10 more damage for each of your Benched Pokémon. Weakness and any effects on your opponent's Active Pokémon don't change this attack's damage (Resistance does).",
      effect(c) {
        const damage = c.damage + 10 * c.benched(c.seat).length
        c.dealDamage(damage, c.defending, { weakness: false, targetEffects: false })
      },
    }),
    attack('Slicing Blade', ['metal', 'colorless', 'colorless'], 100),
  ],
})
