/**
 * The colours that scripts draw with (the price chart's canvas, SVG pictures, inline styles, the dialog's confirm
 * button), copied by name from tokens.scss, the one source: test/unit/designTokens.test.ts keeps each equal to its
 * SCSS token. Scripts cannot read SCSS variables, and CSS custom properties reach neither a canvas nor an SVG data URL.
 */
export const colour = {
  accent: '#c2470a',
  textTertiary: '#676a70',
  textInverse: '#ffffff',
  border: '#ebecef',
  priceRise: '#d0252a',
  priceFall: '#167c49'
} as const
