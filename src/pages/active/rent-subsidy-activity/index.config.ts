export default definePageConfig({
  navigationBarTitleText: '租赁补贴'
})
