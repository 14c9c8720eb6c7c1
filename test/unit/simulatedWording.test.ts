/**
 * The client words a simulation only where the API marks a provider simulated, through one component: the word 模拟
 * appears nowhere else in src/, so a build talking to real providers can never tell a player something is simulated.
 */
import fs from 'node:fs'
import path from 'node:path'

const SRC = path.join(__dirname, '../../src')
const MARK = path.join(SRC, 'components/SimulatedMark')

const sources = (dir: string): string[] => fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
  const file = path.join(dir, entry.name)
  if (entry.isDirectory()) return file === MARK ? [] : sources(file)
  return /\.(tsx?|scss|html|json)$/.test(entry.name) ? [file] : []
})

describe('simulation wording', () => {
  it('writes 模拟 only in components/SimulatedMark', () => {
    const found = sources(SRC).flatMap((file) => fs.readFileSync(file, 'utf8').split('\n')
      .flatMap((line, index) => line.includes('模拟') ? [`${path.relative(SRC, file)}:${index + 1}: ${line.trim()}`] : []))
    expect(found).toEqual([])
  })

  it('the mark itself says it', () => {
    expect(fs.readFileSync(path.join(MARK, 'index.tsx'), 'utf8')).toContain('模拟')
  })
})
