import { isPokemonV } from '../../../engine'
import { attack, pokemon, weak } from '../../kit'
import { damageToOpponentsPokemon } from '../../effects/damage'
import { abilityReaches } from '../../effects/powers'

export const RADIANT_CHARJABUG = pokemon({
  id: 'swsh12pt5-51',
  name: 'Radiant Charjabug',
  stage: 'basic',
  ruleBox: 'Radiant',
  hp: 90,
  types: ['lightning'],
  weakness: weak('fighting'),
  retreat: 2,
  abilities: [
    {
      name: 'Shocking Block',
      text: 'Each time a player attaches an Energy card from their hand to one of their own Pokémon V, that Pokémon gets 2 damage counters.',
      hooks: {
        // Either player's attachment; the opponent's Pokémon V is spared when it is protected from our Abilities.
        othersAfterEnergyAttachedFromHand(h, target) {
          if (!isPokemonV(h.pokemonAt(target))) return
          if (target.seat !== h.owner && !abilityReaches(h, target)) return
          h.putCounters(target, 2)
        },
      },
    },
  ],
  attacks: [
    attack('Linear Attack', ['lightning'], 0, {
      text: "Choose one of your opponent's Pokémon: 30 damage to it. (No Weakness or Resistance for a Benched Pokémon.)",
      *effect(c) {
        yield* damageToOpponentsPokemon(c, 30)
      },
    }),
  ],
})
