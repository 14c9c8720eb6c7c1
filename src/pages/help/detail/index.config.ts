export default definePageConfig({
  navigationBarTitleText: '帮助详情'
})
