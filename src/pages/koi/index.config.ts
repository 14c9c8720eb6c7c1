export default definePageConfig({
  navigationBarTitleText: '锦鲤抽奖'
})
