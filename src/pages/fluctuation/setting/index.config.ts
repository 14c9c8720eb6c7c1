export default definePageConfig({
  navigationBarTitleText: '价格提醒'
})
