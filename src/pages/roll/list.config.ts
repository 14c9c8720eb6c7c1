export default definePageConfig({
  navigationBarTitleText: 'Roll房列表'
})
