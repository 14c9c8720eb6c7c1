export default definePageConfig({
  navigationBarTitleText: '价格波动'
})
