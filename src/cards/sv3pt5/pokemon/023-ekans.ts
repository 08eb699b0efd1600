import { attack, pokemon, weak } from '../../kit'

export const EKANS = pokemon({
  id: 'sv3pt5-23',
  name: 'Ekans',
  stage: 'basic',
  hp: 70,
  types: ['darkness'],
  weakness: weak('fighting'),
  retreat: 2,
  attacks: [
    attack('Acid Spray', ['darkness', 'darkness'], 30, {
      text: "Flip a coin. On heads, after the damage, discard 1 Energy of your choice attached to your opponent's Active Pokémon.",
      *effect(c) {
        const heads = c.flip()
        c.dealDamage()
        if (heads && c.exists(c.defending) && !c.protectedFromEffects(c.defending)) {
          yield* c.discardEnergy(c.defending, 1, { text: 'Acid Spray: discard which Energy?' })
        }
      },
    }),
  ],
})
