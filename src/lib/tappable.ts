interface Tappable {
  /** the name to read when the element's own text does not say it (an icon, a ×, a picture) */
  label?: string
  /** shown but not usable now: read as dimmed, and exempt from the contrast rule as WCAG allows */
  disabled?: boolean
}

/**
 * What a tappable View (or Taro Button, a plain div on H5) tells a screen reader: that it is a button, its name when
 * needed, and whether it is usable. Spread it on the element: `<View {...tappable({ label: '关闭' })} onClick={close}>`;
 * not on one that holds another tappable element (a button inside a button is announced as neither). H5 reads these;
 * Taro 4's mini-program View template carries no aria attributes, so there they are dropped.
 */
export function tappable ({ label, disabled }: Tappable = {}): { role: 'button', 'aria-label'?: string, 'aria-disabled'?: boolean } {
  return { role: 'button', ...(label ? { 'aria-label': label } : {}), ...(disabled ? { 'aria-disabled': true } : {}) }
}
