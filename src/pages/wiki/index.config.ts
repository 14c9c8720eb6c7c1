export default definePageConfig({
  navigationBarTitleText: '百科'
})
