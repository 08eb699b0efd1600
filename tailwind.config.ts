// Tailwind v4 reads this file through `@config "../tailwind.config.ts";` in src/index.css.
// Colour names become utilities: bg-felt-800, text-coin-400, bg-type-fire, border-type-water/40, …
// (Fonts are declared in src/index.css with @theme, next to their @font-face rules.)
import type { Config } from 'tailwindcss'

export const typeColors = {
  grass: '#4f9a3a',
  fire: '#e4572e',
  water: '#2f8fd8',
  lightning: '#f2c31b',
  psychic: '#9b4fb5',
  fighting: '#b5642d',
  darkness: '#2f3d4a',
  metal: '#8b98a5',
  fairy: '#e27fb2',
  dragon: '#a8871c',
  colorless: '#d8d2c4',
} as const

export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        type: typeColors,
        // card-table felt
        felt: {
          50: '#eef6f0',
          100: '#d7eadc',
          200: '#b0d5bb',
          300: '#7fb892',
          400: '#4f966b',
          500: '#2f7a50',
          600: '#22633f',
          700: '#1b4f33',
          800: '#133d27',
          900: '#0d2e1d',
          950: '#071a10',
        },
        // the gold of the coin
        coin: {
          50: '#fff9e6',
          100: '#fff0bf',
          200: '#fde28a',
          300: '#fbd25a',
          400: '#f2bb35',
          500: '#e6a727',
          600: '#c9861a',
          700: '#a8670f',
          800: '#7f4c0c',
          900: '#5c370b',
        },
      },
    },
  },
} satisfies Config
