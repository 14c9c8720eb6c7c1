export default definePageConfig({
  navigationBarTitleText: '开箱'
})
