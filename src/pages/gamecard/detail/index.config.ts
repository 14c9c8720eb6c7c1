export default definePageConfig({
  navigationBarTitleText: '点卡详情'
})
