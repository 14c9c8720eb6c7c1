/// <reference types="@tarojs/taro" />

declare module '*.png'
declare module '*.gif'
declare module '*.jpg'
declare module '*.jpeg'
declare module '*.svg'
declare module '*.css'
declare module '*.less'
declare module '*.scss'
declare module '*.sass'
declare module '*.styl'

/** Build-time constants (config/index.ts defineConstants). */
declare const API_BASE_URL: string
declare const PARTNER_LOGIN_URL: string

declare namespace NodeJS {
  interface ProcessEnv {
    TARO_ENV: 'weapp' | 'swan' | 'alipay' | 'h5' | 'rn' | 'tt' | 'quickapp' | 'qq' | 'jd'
  }
}

/** Taro's React runtime (test/setup.ts registers a bare app with it so page hooks work under jest). */
declare module '@tarojs/plugin-framework-react/dist/runtime' {
  export function createReactApp (App: unknown, react: unknown, dom: unknown, config: Record<string, unknown>): unknown
}
