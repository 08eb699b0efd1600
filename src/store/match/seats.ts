import type { Seat } from '../../engine'

/** The human always plays seat 0 (GameConfig.humanSeat); the computer (or a guided game's opponent) seat 1. */
export const HUMAN: Seat = 0
export const COMPUTER: Seat = 1
