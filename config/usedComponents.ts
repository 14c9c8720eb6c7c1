/**
 * The WeChat components the app draws: base.wxml has a template for each (test/build/weapp.test.ts). In the mini-program
 * Taro's runtime keeps the props of these only (config/unusedComponentProps.cjs); a component a screen starts to use goes here.
 */
export const USED_COMPONENTS = ['Block', 'Button', 'Canvas', 'Image', 'Input', 'RichText', 'ScrollView', 'Text', 'Textarea', 'View']
