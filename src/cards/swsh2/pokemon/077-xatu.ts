import { attack, pokemon, resist, weak } from '../../kit'
import { moreDamageForEach } from '../../effects/damage'
import { pokemonWithEnergy } from '../../effects/energy'

export const XATU = pokemon({
  id: 'swsh2-77',
  name: 'Xatu',
  stage: 'stage1',
  evolvesFrom: 'Natu',
  hp: 120,
  types: ['psychic'],
  weakness: weak('darkness'),
  resistance: resist('fighting', 30),
  retreat: 1,
  attacks: [
    attack('Energy Warp', ['colorless'], 0, {
      text: "Choose one of your opponent's Benched Pokémon and move an Energy card from it to their Active Pokémon.",
      *effect(c) {
        if (!c.exists(c.defending) || c.protectedFromEffects(c.defending)) return
        const from = yield* c.chooseSlot(
          pokemonWithEnergy(c, c.opp).filter((r) => r.zone === 'bench' && !c.protectedFromEffects(r)),
          { text: "Energy Warp: move an Energy from which of your opponent's Benched Pokémon?" },
        )
        if (!from) return
        const [uid] = yield* c.chooseCards(c.energyOn(from), {
          text: `Move which Energy from ${c.pokemonAt(from).name} to ${c.pokemonAt(c.defending).name}?`,
          min: 1,
          max: 1,
          publicOptions: true,
        })
        if (uid !== undefined) c.attach(uid, c.defending)
      },
    }),
    attack('Psychic', ['psychic'], 10, {
      damageSuffix: '+',
      text: "10 damage, plus 30 more for each Energy attached to your opponent's Active Pokémon (a card that gives 2 Energy counts 2).",
      effect: moreDamageForEach(30, (c) => c.energyUnits(c.defending)),
    }),
  ],
})
