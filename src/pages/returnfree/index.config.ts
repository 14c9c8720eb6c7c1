export default definePageConfig({
  navigationBarTitleText: '免手续费'
})
