export default definePageConfig({
  navigationBarTitleText: '砍价排行'
})
