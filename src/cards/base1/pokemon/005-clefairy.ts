import { attack, pokemon, resist, weak } from '../../kit'
import { ifHeadsDefendingIsNow } from '../../effects/conditions'

export const CLEFAIRY = pokemon({
  id: 'base1-5',
  name: 'Clefairy',
  stage: 'basic',
  hp: 40,
  types: ['colorless'],
  weakness: weak('fighting'),
  resistance: resist('psychic'),
  retreat: 1,
  attacks: [
    attack('Sing', ['colorless'], 0, {
      text: 'Flip a coin: on heads, the Defending Pokémon becomes Asleep.',
      effect: ifHeadsDefendingIsNow('asleep'),
    }),
    attack('Metronome', ['colorless', 'colorless', 'colorless'], 0, {
      copiesAttack: true,
      text: "Choose one of the Defending Pokémon's attacks and use it as Clefairy's own: its Energy cost and anything it requires in order to be used (such as discarding Energy) are ignored, and anything it says about the Pokémon using it applies to Clefairy. Clefairy stays Colorless.",
      *effect(c) {
        if (!c.exists(c.defending)) return
        const attacks = c.pokemonAt(c.defending).attacks
        if (attacks.length === 0) return
        const i =
          attacks.length === 1
            ? 0
            : yield* c.chooseOne(
                'Metronome: choose an attack to copy',
                attacks.map((a) => a.name),
              )
        yield* c.useAttack(attacks[i]!)
      },
    }),
  ],
})
