/**
 * The looks WeChat's webview gives its built-in components before any WXSS (base library 2.x, app.json without
 * `"style": "v2"`), for the components this build's base.wxml uses: view, text, image, input, textarea, button,
 * canvas, rich-text, scroll-view. Custom elements are inline in a browser; WeChat makes most of them blocks.
 */
export const WECHAT_DEFAULTS = `
html { -webkit-text-size-adjust: 100%; }
body { margin: 0; font-size: 16px; line-height: normal; -webkit-tap-highlight-color: transparent;
  font-family: -apple-system, "PingFang SC", "Noto Sans CJK SC", "Helvetica Neue", sans-serif; }
wx-view, wx-scroll-view, wx-rich-text, wx-form, wx-label, wx-navigator { display: block; }
wx-text { display: inline; white-space: pre-wrap; }
wx-view:empty, wx-text:empty { }
[hidden] { display: none !important; }

/* image: 320×240 unless styled, the picture fitted by its mode (WeChat draws a div's background) */
wx-image { display: inline-block; width: 320px; height: 240px; overflow: hidden; position: relative; }
wx-image > div { width: 100%; height: 100%; background-repeat: no-repeat; background-position: 0% 0%; background-size: 100% 100%; }
wx-image[mode="aspectFit"] > div { background-size: contain; background-position: center center; }
wx-image[mode="aspectFill"] > div { background-size: cover; background-position: center center; }
wx-image[mode="widthFix"], wx-image[mode="heightFix"] { height: auto; }
wx-image[mode="widthFix"] > div { display: none; }
wx-image[mode="widthFix"] > img { display: block; width: 100%; height: auto; }
wx-image[mode="heightFix"] > img { display: block; height: 100%; width: auto; }
wx-image > img { display: none; }
wx-image[mode="top"] > div { background-size: auto auto; background-position: center top; }
wx-image[mode="bottom"] > div { background-size: auto auto; background-position: center bottom; }
wx-image[mode="center"] > div { background-size: auto auto; background-position: center center; }
wx-image[mode="left"] > div { background-size: auto auto; background-position: left center; }
wx-image[mode="right"] > div { background-size: auto auto; background-position: right center; }
wx-image[mode="top left"] > div { background-size: auto auto; background-position: left top; }
wx-image[mode="top right"] > div { background-size: auto auto; background-position: right top; }
wx-image[mode="bottom left"] > div { background-size: auto auto; background-position: left bottom; }
wx-image[mode="bottom right"] > div { background-size: auto auto; background-position: right bottom; }

/* button (the pre-v2 look): full width, 18px text, grey with a hairline border drawn by ::after */
wx-button { position: relative; display: block; margin-left: auto; margin-right: auto; padding-left: 14px; padding-right: 14px; box-sizing: border-box;
  font-size: 18px; text-align: center; text-decoration: none; line-height: 2.55555556; border-radius: 5px; -webkit-tap-highlight-color: transparent;
  overflow: hidden; color: #000; background-color: #f8f8f8; cursor: pointer; }
wx-button::after { content: " "; width: 200%; height: 200%; position: absolute; top: 0; left: 0; border: 1px solid rgba(0, 0, 0, .2);
  transform: scale(.5); transform-origin: 0 0; box-sizing: border-box; border-radius: 10px; }
wx-button[type="primary"] { color: #fff; background-color: #1aad19; }
wx-button[type="warn"] { color: #fff; background-color: #e64340; }
wx-button[size="mini"] { display: inline-block; line-height: 2.3; font-size: 13px; padding: 0 1.34em; }
wx-button[disabled] { color: rgba(0, 0, 0, .3); background-color: #f7f7f7; }
wx-button[disabled][type="primary"] { color: rgba(255, 255, 255, .6); background-color: #9ed99d; }
wx-button[plain] { color: #353535; border: 1px solid #353535; background-color: transparent; }
wx-button[plain]::after { border-width: 0; }

/* input and textarea: the value, or the placeholder in its class's grey */
wx-input { display: block; height: 1.4rem; min-height: 1.4rem; line-height: 1.4rem; text-overflow: clip; overflow: hidden; white-space: nowrap; cursor: auto; }
/* the native input draws its line centred in the box's height */
wx-input > .wx-input-value { display: flex; align-items: center; width: 100%; height: 100%; overflow: hidden; }
wx-textarea > .wx-input-value { display: block; width: 100%; height: 100%; overflow: hidden; }
.input-placeholder, .textarea-placeholder { color: gray; }
wx-textarea { display: block; position: relative; width: 300px; height: 150px; cursor: auto; white-space: pre-wrap; word-break: break-all; }
/* auto-height: one line, growing with the text (min-height and max-height of the class still hold) */
wx-textarea[auto-height] { height: auto; min-height: 1.4rem; }

/* scroll-view scrolls only along the axes it enables */
wx-scroll-view { overflow: hidden; position: relative; -webkit-overflow-scrolling: touch; }
wx-scroll-view[scroll-x] { overflow-x: auto; }
wx-scroll-view[scroll-y] { overflow-y: auto; }
wx-scroll-view::-webkit-scrollbar { display: none; }
wx-canvas { display: block; width: 300px; height: 150px; position: relative; }
`
