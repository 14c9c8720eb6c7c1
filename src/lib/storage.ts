import Taro from '@tarojs/taro'

/** Local storage as strings; a full or blocked storage never breaks a call. */
export function readStored (key: string): string {
  try {
    const value: unknown = Taro.getStorageSync(key)
    return typeof value === 'string' ? value : value == null ? '' : String(value)
  } catch {
    return ''
  }
}

export function writeStored (key: string, value: string): void {
  try {
    Taro.setStorageSync(key, value)
  } catch (error) {
    console.warn(`[storage] could not write ${key}`, error)
  }
}

export function removeStored (key: string): void {
  try {
    Taro.removeStorageSync(key)
  } catch {
    // nothing stored, nothing to clear
  }
}
