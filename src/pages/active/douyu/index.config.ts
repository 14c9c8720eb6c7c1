export default definePageConfig({
  navigationBarTitleText: '斗鱼联合活动'
})
