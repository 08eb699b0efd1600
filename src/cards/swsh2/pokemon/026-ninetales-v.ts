import { discardEnergyFromThis } from '../../effects/energy'
import { attack, pokemon, weak } from '../../kit'

export const NINETALES_V = pokemon({
  id: 'swsh2-26',
  name: 'Ninetales V',
  stage: 'basic',
  ruleBox: 'V',
  hp: 200,
  types: ['fire'],
  weakness: weak('water'),
  retreat: 2,
  attacks: [
    attack('Nine-Tailed Shapeshifter', ['fire', 'colorless', 'colorless'], 0, {
      copiesAttack: true,
      text: "Choose 1 of the attacks of your opponent's Active Pokémon and use it as this attack.",
      *effect(c) {
        if (!c.exists(c.defending)) return
        // a VSTAR Power or GX attack already used up this game is not this player's to copy (EffectCtx.useAttack)
        const attacks = c.pokemonAt(c.defending).attacks.filter((a) => !c.powerUsedUp(a))
        if (attacks.length === 0) return
        const i = yield* c.chooseOne(
          'Nine-Tailed Shapeshifter: use which attack?',
          attacks.map((a) => a.name),
        )
        yield* c.useAttack(attacks[i]!)
      },
    }),
    attack('Flamethrower', ['fire', 'colorless', 'colorless', 'colorless'], 180, {
      text: 'After the damage, discard an Energy from this Pokémon.',
      effect: discardEnergyFromThis(1),
    }),
  ],
})
