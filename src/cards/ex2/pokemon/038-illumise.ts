import { attack, pokemon, weak } from '../../kit'

/**
 * ex2-38. Glowing Screen (Poké-Body): while a Volbeat is in play (either player's, as Volbeat's Uplifting Glow reads
 * "Illumise"), damage to Illumise from attacks of Fighting or Darkness Pokémon (their types now, `typesOf`) is 30 less,
 * after Weakness and Resistance; one reduction of 30 whatever the number of Volbeat.
 */
export const ILLUMISE = pokemon({
  id: 'ex2-38',
  name: 'Illumise',
  stage: 'basic',
  hp: 60,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 1,
  abilities: [
    {
      name: 'Glowing Screen',
      exKind: 'poke-body',
      text: "While any Volbeat is in play (either player's), damage done to Illumise by attacks of Fighting or Darkness Pokémon is 30 less (only 30 less, however many Volbeat there are).",
      hooks: {
        incomingDamage: (h, d) => {
          if (!d.fromAttack || !d.attacker || !h.exists(d.attacker)) return d.amount
          const volbeat = ([0, 1] as const).some((seat) =>
            h.allPokemon(seat).some((r) => h.pokemonAt(r).name === 'Volbeat'),
          )
          const types = h.typesOf(d.attacker)
          return volbeat && (types.includes('fighting') || types.includes('darkness')) ? d.amount - 30 : d.amount
        },
      },
    },
  ],
  attacks: [
    attack('Chaotic Noise', ['colorless'], 0, {
      text: 'Flip a coin. If heads, the Defending Pokémon is now Confused. If tails, it is now Asleep.',
      effect(c) {
        c.condition(c.defending, c.flip() ? 'confused' : 'asleep')
      },
    }),
    attack('Pester', ['grass', 'colorless'], 20, {
      damageSuffix: '+',
      text: 'Does 20 damage plus 20 more damage if the Defending Pokémon has a Special Condition.',
      effect(c) {
        const conds = ['asleep', 'burned', 'confused', 'paralyzed', 'poisoned'] as const
        if (conds.some((cond) => c.hasCondition(c.defending, cond))) c.damage += 20
      },
    }),
  ],
})
