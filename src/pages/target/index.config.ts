export default definePageConfig({
  navigationBarTitleText: '我的求购'
})
