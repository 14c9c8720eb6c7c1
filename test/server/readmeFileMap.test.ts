import fs from 'node:fs'
import path from 'node:path'

/**
 * server/README.md's file map lists every source file of the server's layers (routes/, http/, model/, domain/, db/,
 * providers/, scripts/) and of server/ itself, and no file that is gone: a file added, moved or removed fails here until the map says so.
 */
const SERVER = path.join(__dirname, '../../server')
const FOLDERS = ['routes', 'http', 'model', 'domain', 'db', 'providers', 'scripts']

/** The README's first fenced block after the line `server/`: top-level files by line, each folder's files by section. */
function readMap (): Map<string, string[]> {
  const readme = fs.readFileSync(path.join(SERVER, 'README.md'), 'utf8')
  const block = /```\nserver\/\n([\s\S]*?)```/.exec(readme)
  if (!block) throw new Error('server/README.md has no file map (a fenced block starting with `server/`)')
  const map = new Map<string, string[]>([['.', []]])
  let folder = '.'
  for (const line of block[1].split('\n')) {
    const entry = /^ {2}(\S+)/.exec(line)
    if (entry) {
      if (entry[1].endsWith('/')) {
        folder = entry[1].slice(0, -1)
        map.set(folder, [])
      } else {
        folder = '.'
        map.get('.')!.push(entry[1])
      }
      continue
    }
    if (folder !== '.') map.get(folder)!.push(...(line.match(/[\w.-]+\.ts\b/g) ?? []))
  }
  return map
}

const onDisk = (folder: string): string[] =>
  fs.readdirSync(path.join(SERVER, folder), { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts')).map((entry) => entry.name).sort()

describe('server/README.md file map', () => {
  const map = readMap()

  it('lists the files of server/ itself', () => {
    expect([...map.get('.')!].sort()).toEqual(onDisk('.'))
  })

  it.each(FOLDERS)('lists every file of server/%s/ and no other', (folder) => {
    expect(map.has(folder)).toBe(true)
    expect([...map.get(folder)!].sort()).toEqual(onDisk(folder))
  })

  it('names every folder of server/ that holds code', () => {
    const folders = fs.readdirSync(SERVER, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'data' && onDisk(entry.name).length > 0).map((entry) => entry.name).sort()
    expect(folders).toEqual([...FOLDERS].sort())
  })
})
