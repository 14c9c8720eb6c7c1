export default definePageConfig({ navigationBarTitleText: '商城' })
