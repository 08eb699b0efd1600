import { exFossil } from '../../effects/fossils'
import { whenActiveDamagedByAttack } from '../../effects/powers'

/** ex2-90. A Fossil played as a 40-HP Basic Pokémon; Anorith evolves from it. */
export const CLAW_FOSSIL = exFossil({
  id: 'ex2-90',
  name: 'Claw Fossil',
  hp: 40,
  body: {
    name: 'Jagged Stone',
    exKind: 'poke-body',
    text: "If this is your Active Pokémon and an opponent's attack damages it (even if it is Knocked Out), put 1 damage counter on the Attacking Pokémon.",
    hooks: whenActiveDamagedByAttack((h, attacker) => h.putCounters(attacker, 1)),
  },
})
