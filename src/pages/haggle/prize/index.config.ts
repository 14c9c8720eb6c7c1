export default definePageConfig({
  navigationBarTitleText: '选择奖品'
})
