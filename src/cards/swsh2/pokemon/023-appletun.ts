import { attack, pokemon, weak } from '../../kit'
import type { EffectCtx, SlotRef } from '../../../engine'

const benchedBasics = (c: EffectCtx): SlotRef[] => c.benched(c.opp).filter((r) => c.pokemonAt(r).stage === 'basic')

export const APPLETUN = pokemon({
  id: 'swsh2-23',
  name: 'Appletun',
  stage: 'stage1',
  evolvesFrom: 'Applin',
  hp: 90,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 3,
  abilities: [
    {
      name: 'Delicious Aroma',
      text: "Once during your turn, you may flip a coin. If heads, choose 1 of your opponent's Benched Basic Pokémon and switch it with their Active Pokémon.",
      oncePerTurn: true,
      canUse: (c) => benchedBasics(c).length > 0,
      *use(c) {
        if (!c.flip('Delicious Aroma')) return
        const pick = yield* c.chooseSlot(
          benchedBasics(c).filter((r) => !c.protectedFromEffects(r)),
          { text: "Which of your opponent's Benched Basic Pokémon becomes their Active?" },
        )
        if (pick) c.switchIn(pick)
      },
    },
  ],
  attacks: [attack('Solar Beam', ['grass', 'colorless'], 70)],
})
