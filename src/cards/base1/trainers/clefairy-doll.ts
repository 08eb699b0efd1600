import { classicTrainer } from '../../kit'

/** base1-70. A Trainer played as a 10-HP Basic Pokémon (engine: TrainerDef.playAsPokemon). */
export const CLEFAIRY_DOLL = classicTrainer({
  id: 'base1-70',
  name: 'Clefairy Doll',
  text:
    'Put this card onto your Bench as if it were a Basic Pokémon with 10 HP. While it is in play it counts as a Pokémon: ' +
    "it has no type and no attacks, can't retreat, and can't be Asleep, Confused, Paralyzed or Poisoned. " +
    'If it is Knocked Out, your opponent takes no Prize card for it. During your turn, before you attack, you may ' +
    'discard it from play (unless it is your only Pokémon in play).',
  playAsPokemon: { hp: 10, types: [], retreat: 0, canRetreat: false, prizes: 0, discardable: true },
  hooks: { preventCondition: (_h, condition) => condition !== 'burned' },
})
