export default definePageConfig({
  navigationBarTitleText: '砍价免费拿'
})
