// Vitest setup (vite.config.ts): every test file starts with every set's cards loaded, so `cardDb()` has them all.
import { loadCards } from './registry'

await loadCards()
