export default definePageConfig({
  navigationBarTitleText: 'Roll房'
})
