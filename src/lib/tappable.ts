/**
 * What a tappable View tells a screen reader: that it is a button, and its name when its own text does not say it (an
 * icon, a ×, a picture). Spread it on the View: `<View {...tappable('关闭')} onClick={close}>`; not on a View that holds
 * another tappable one (a button inside a button is announced as neither). H5 reads these; Taro 4's mini-program View
 * template carries no aria attributes, so there they are dropped.
 */
export function tappable (label?: string): { role: 'button', 'aria-label'?: string } {
  return label ? { role: 'button', 'aria-label': label } : { role: 'button' }
}
