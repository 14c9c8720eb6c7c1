export default definePageConfig({
  navigationBarTitleText: '老友回归'
})
