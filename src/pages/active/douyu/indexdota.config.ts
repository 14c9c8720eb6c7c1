export default definePageConfig({
  navigationBarTitleText: '斗鱼DOTA2活动'
})
