export default definePageConfig({
  navigationBarTitleText: '新人助力'
})
