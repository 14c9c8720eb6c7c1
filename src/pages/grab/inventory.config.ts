export default definePageConfig({
  navigationBarTitleText: '我抢到的'
})
