export default definePageConfig({
  navigationBarTitleText: '新春活动'
})
