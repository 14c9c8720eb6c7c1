export default definePageConfig({
  navigationBarTitleText: '军事主题活动'
})
