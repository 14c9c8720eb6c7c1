/**
 * Client-side types the shared contract (types/api.ts) does not have yet. Move them
 * to types/api.ts when the local API serves these endpoints.
 */
export interface UserMessage {
  message_id: number
  title: string
  content: string
  read: boolean
  created_at: number
}

/** Smelt (contract/crafting) overview; its fields are not shown by the spec. */
export interface SmeltInfo {
  [field: string]: unknown
}

export interface LoginForm {
  type: 'sms' | 'password'
  phone: string
  code?: string
  password?: string
}

export interface OrderListQuery {
  /** cursor: 0 starts over (spec 4) */
  pointer: number
  status?: string
  kind?: string
  page_size?: number
}
