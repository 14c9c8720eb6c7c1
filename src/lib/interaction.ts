/** spec 9 / DESIGN 7: interaction timings, in ms. */
export const DEBOUNCE_MS = 500
export const DOUBLE_TAP_BLOCK_MS = 300
export const LONG_PRESS_MS = 350
export const HOVER_START_MS = 50
export const HOVER_STAY_MS = 400
