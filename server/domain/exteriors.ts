/** The CS2 wear grades: float range and price factor (percent of the Factory New price). */
export const EXTERIORS = [
  { name: '崭新出厂', en: 'Factory New', min: 0, max: 0.07, factor: 100 },
  { name: '略有磨损', en: 'Minimal Wear', min: 0.07, max: 0.15, factor: 72 },
  { name: '久经沙场', en: 'Field-Tested', min: 0.15, max: 0.38, factor: 52 },
  { name: '破损不堪', en: 'Well-Worn', min: 0.38, max: 0.45, factor: 44 },
  { name: '战痕累累', en: 'Battle-Scarred', min: 0.45, max: 1, factor: 38 }
] as const
