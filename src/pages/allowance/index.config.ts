export default definePageConfig({
  navigationBarTitleText: '津贴'
})
