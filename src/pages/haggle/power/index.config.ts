export default definePageConfig({
  navigationBarTitleText: '助力'
})
