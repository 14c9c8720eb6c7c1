export default definePageConfig({
  navigationBarTitleText: '砍价详情'
})
