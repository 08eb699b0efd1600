import { attack, pokemon, weak } from '../../kit'

export const KAKUNA = pokemon({
  id: 'sv3pt5-14',
  name: 'Kakuna',
  stage: 'stage1',
  evolvesFrom: 'Weedle',
  hp: 80,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 3,
  abilities: [
    {
      name: 'Cocoon Cover',
      text: "Attacks of your opponent's Pokémon can't do anything to this Pokémon except damage: no Special Conditions, lasting effects, discards or switching.",
      hooks: { preventEffects: (h, attacker) => !!attacker && attacker.seat !== h.owner },
    },
  ],
  attacks: [attack('Zzzt', ['colorless', 'colorless'], 20)],
})
