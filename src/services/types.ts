/**
 * Client-side types the shared contract (types/api.ts) does not have yet. Move them
 * to types/api.ts when the local API serves these endpoints.
 */
/** Smelt (contract/crafting) overview; its fields are not shown by the spec. */
export interface SmeltInfo {
  [field: string]: unknown
}

