import { STORAGE } from './storageKeys'
import { readStored, writeStored } from './storage'

// DESIGN 3: x-device-id is made once and kept as C5DeviceId
export function deviceId (): string {
  const known = readStored(STORAGE.deviceId)
  if (known) return known
  const made = newDeviceId()
  writeStored(STORAGE.deviceId, made)
  return made
}

function newDeviceId (): string {
  const random = () => Math.floor(Math.random() * 0x100000000).toString(16).padStart(8, '0')
  return `${Date.now().toString(16)}-${random()}-${random()}`
}
