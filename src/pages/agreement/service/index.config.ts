export default definePageConfig({
  navigationBarTitleText: '用户服务协议'
})
