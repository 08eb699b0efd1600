/**
 * Pokémon the Trainer tests play with, from sets already complete (the Base Set), so the Trainer tests do not wait
 * for this set's own Pokémon.
 */
export const CHARMANDER = 'base1-46' // Basic, 50 HP, Weakness Water, Retreat Cost 1; Scratch (C) 10
export const CHARMELEON = ['base1-46', 'base1-24'] // Stage 1, 80 HP
export const CHARIZARD = ['base1-46', 'base1-24', 'base1-4'] // Stage 2, 120 HP, Retreat Cost 3
export const CHARMELEON_CARD = 'base1-24'
export const CHARIZARD_CARD = 'base1-4'
export const PIKACHU = 'base1-58' // Basic, 40 HP, Weakness Fighting; Gnaw (C) 10
export const MACHOP = 'base1-52' // Basic, 50 HP; Low Kick (F) 20
export const STARYU = 'base1-65' // Basic, 40 HP; Slap (W) 20
