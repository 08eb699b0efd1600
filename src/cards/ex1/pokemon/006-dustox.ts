import { attack, pokemon, weak } from '../../kit'

/**
 * ex1-6. Dustox: Protective Dust (a Poké-Body) keeps every effect of the opponent's attacks but damage off it; Toxic
 * poisons for 2 damage counters between turns.
 */
export const DUSTOX = pokemon({
  id: 'ex1-6',
  name: 'Dustox',
  stage: 'stage2',
  evolvesFrom: 'Cascoon',
  hp: 90,
  types: ['grass'],
  weakness: weak('psychic'),
  retreat: 0,
  abilities: [
    {
      name: 'Protective Dust',
      exKind: 'poke-body',
      text: "The opponent's attacks do only their damage to Dustox: none of their other effects (Special Conditions, lasting effects, discards, switching) reach it.",
      hooks: { preventEffects: (h, attacker) => !!attacker && attacker.seat !== h.owner },
    },
  ],
  attacks: [
    attack('Toxic', ['grass', 'colorless'], 0, {
      text: 'The Defending Pokémon is now Poisoned, and Poison puts 2 damage counters on it between turns instead of 1.',
      effect(c) {
        c.poison(c.defending, 2)
      },
    }),
    attack('Gust', ['grass', 'colorless', 'colorless'], 50),
  ],
})
