/** Where a campaign's claim records are listed (/v1/promotion/records narrowed to the campaign). */
export const recordsUrl = (key: string): string => `/pages/active/douyu/record/index?key=${key}`
