import type { ReactNode } from 'react'
import type { EnergyType } from '../../engine'

/**
 * The glyph of each type on a 24×24 grid, centred on (12, 12) inside a disc of radius 11.
 * Every type has its own shape as well as its own colour, so the symbols stay apart without colour vision.
 */
export function glyph(type: EnergyType, ink: string, disc: string): ReactNode {
  switch (type) {
    case 'grass': // a leaf with its vein
      return (
        <>
          <path d="M6.2 17.8C5.6 10.9 9.6 6 18 5.6c.5 8.1-4.3 12.6-11.8 12.2Z" fill={ink} />
          <path d="M6.9 17.1 14.6 9.4" stroke={disc} strokeWidth="1.3" strokeLinecap="round" />
        </>
      )
    case 'fire': // a flame with a notch
      return (
        <path
          d="M12.3 3.6c.5 2.9 5.2 4.9 5.2 10a5.5 5.5 0 0 1-11 0c0-2.5 1.2-4.2 2.5-5.2-.1 1.7.4 2.9 1.5 3.5-.4-3.4.5-6 1.8-8.3Z"
          fill={ink}
        />
      )
    case 'water': // a drop
      return (
        <>
          <path d="M12 3.8c3 3.9 5.4 6.8 5.4 9.9a5.4 5.4 0 0 1-10.8 0c0-3.1 2.4-6 5.4-9.9Z" fill={ink} />
          <path d="M9.4 13.6a2.8 2.8 0 0 0 2 2.6" stroke={disc} strokeWidth="1.2" strokeLinecap="round" fill="none" />
        </>
      )
    case 'lightning': // a bolt
      return <path d="M13.6 3.4 6.4 13.4h4.7l-1.6 7.2 8.1-10.4h-4.9l.9-6.8Z" fill={ink} />
    case 'psychic': // an eye
      return (
        <>
          <path
            d="M3.6 12c2.3-3.8 5.1-5.6 8.4-5.6s6.1 1.8 8.4 5.6c-2.3 3.8-5.1 5.6-8.4 5.6S5.9 15.8 3.6 12Z"
            fill={ink}
          />
          <circle cx="12" cy="12" r="3.1" fill={disc} />
          <circle cx="12" cy="12" r="1.3" fill={ink} />
        </>
      )
    case 'fighting': // a fist: four knuckles over a palm, the thumb across
      return (
        <>
          <path
            d="M6.6 10.2a1.7 1.7 0 0 1 3.1-1 1.7 1.7 0 0 1 3.2-.3 1.7 1.7 0 0 1 3.2.3 1.7 1.7 0 0 1 3.1 1v4.1a5 5 0 0 1-5 5h-3.6a5 5 0 0 1-5-5Z"
            fill={ink}
          />
          <path
            d="M9.7 9.3v2.2M12.9 8.9v2.4M16.1 9.3v2.2M6.9 13.1h5.2a1.5 1.5 0 0 1 0 3H9.6"
            stroke={disc}
            strokeWidth="1.15"
            strokeLinecap="round"
            fill="none"
          />
        </>
      )
    case 'darkness': // a crescent moon
      return <path d="M14.6 4.3a7.8 7.8 0 1 0 5.2 11.6 6.3 6.3 0 0 1-5.2-11.6Z" fill={ink} />
    case 'metal': // a hexagonal nut
      return (
        <path
          d="M12 4.2 18.8 8.1v7.8L12 19.8l-6.8-3.9V8.1ZM12 9.2a2.8 2.8 0 1 0 0 5.6 2.8 2.8 0 0 0 0-5.6Z"
          fill={ink}
          fillRule="evenodd"
        />
      )
    case 'fairy': // a four-pointed sparkle and a small one
      return (
        <>
          <path
            d="M11 4.4c.6 3.9 2 5.4 5.9 6.1-3.9.7-5.3 2.2-5.9 6.1-.6-3.9-2-5.4-5.9-6.1 3.9-.7 5.3-2.2 5.9-6.1Z"
            fill={ink}
          />
          <path
            d="M16.9 14.2c.3 1.7.9 2.3 2.5 2.6-1.6.3-2.2.9-2.5 2.6-.3-1.7-.9-2.3-2.5-2.6 1.6-.3 2.2-.9 2.5-2.6Z"
            fill={ink}
          />
        </>
      )
    case 'dragon': // three claw marks
      return (
        <path
          d="M7.2 17.6C8 12.6 10 8.6 13.4 5.6M10.4 18.6c.9-4.3 2.9-7.8 6.1-10.4M13.9 19c.8-3 2.2-5.4 4.4-7.2"
          stroke={ink}
          strokeWidth="2.1"
          strokeLinecap="round"
          fill="none"
        />
      )
    case 'colorless': // a six-pointed star
      return (
        <path d="m12 4 2.2 4.2 4.7.2-2.5 3.6 2.5 3.6-4.7.2L12 20l-2.2-4.2-4.7-.2 2.5-3.6-2.5-3.6 4.7-.2Z" fill={ink} />
      )
  }
}

export type TrainerEmblem = 'classic' | 'item' | 'supporter' | 'stadium' | 'tool' | 'tm'

/** Large emblems for Trainer artwork on the same 24×24 grid, drawn in one ink. */
export function trainerGlyph(kind: TrainerEmblem, ink: string): ReactNode {
  switch (kind) {
    case 'classic': // a card with a star
      return (
        <>
          <rect x="5.5" y="3" width="13" height="18" rx="2.2" fill="none" stroke={ink} strokeWidth="1.6" />
          <path d="m12 7.2 1.4 2.9 3.2.4-2.3 2.2.6 3.1-2.9-1.5-2.9 1.5.6-3.1-2.3-2.2 3.2-.4Z" fill={ink} />
        </>
      )
    case 'item': // a flask
      return (
        <path
          d="M9.6 3.5h4.8M10.3 3.5v5.3L5.6 17a2.4 2.4 0 0 0 2.1 3.5h8.6a2.4 2.4 0 0 0 2.1-3.5l-4.7-8.2V3.5M7.6 14.6h8.8"
          fill="none"
          stroke={ink}
          strokeWidth="1.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      )
    case 'supporter': // a person
      return (
        <>
          <circle cx="12" cy="8" r="3.6" fill={ink} />
          <path d="M4.8 20.5c.6-4.3 3.3-6.8 7.2-6.8s6.6 2.5 7.2 6.8Z" fill={ink} />
        </>
      )
    case 'stadium': // an arena
      return (
        <path
          d="M3.5 20h17M5 20v-8.5M19 20v-8.5M3.8 11.5 12 5.2l8.2 6.3M9 20v-4.2a3 3 0 0 1 6 0V20M8.2 11.6h7.6"
          fill="none"
          stroke={ink}
          strokeWidth="1.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      )
    case 'tool': // a wrench
      return (
        <path
          d="M14.7 4.2a4.6 4.6 0 0 0-4.4 6L4.6 15.9a2 2 0 0 0 2.9 2.9l5.7-5.7a4.6 4.6 0 0 0 6-4.4l-2.7 2.7-2.6-.5-.5-2.6Z"
          fill={ink}
        />
      )
    case 'tm': // a disc
      return (
        <path
          d="M12 3.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm0 6a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5Z"
          fill={ink}
          fillRule="evenodd"
        />
      )
  }
}
