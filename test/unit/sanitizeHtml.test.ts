import { isSafeUrl, sanitizeHtml } from '@/lib/sanitizeHtml'

describe('article HTML sanitiser (allow-list)', () => {
  it('keeps ordinary article markup and text', () => {
    expect(sanitizeHtml('<h2>标题</h2><p>第一段 <b>加粗</b><br>换行</p><ul><li>一</li></ul>'))
      .toBe('<h2>标题</h2><p>第一段 <b>加粗</b><br>换行</p><ul><li>一</li></ul>')
    expect(sanitizeHtml('纯文本 1 < 2 & 3 > 2')).toBe('纯文本 1 &lt; 2 &amp; 3 &gt; 2')
    expect(sanitizeHtml('&amp; &lt;b&gt;')).toBe('&amp; &lt;b&gt;')
  })

  it('drops <script> and its content, in any case and even unclosed', () => {
    expect(sanitizeHtml('<p>a</p><script>alert(1)</script><p>b</p>')).toBe('<p>a</p><p>b</p>')
    expect(sanitizeHtml('<SCRIPT type="text/javascript">document.cookie</SCRIPT>ok')).toBe('ok')
    expect(sanitizeHtml('x<script>alert(1)')).toBe('x')
    expect(sanitizeHtml('<scr<script>ipt>alert(1)</script>')).not.toMatch(/<script/i)
    expect(sanitizeHtml('<style>body{display:none}</style><iframe src="https://evil.example.com"></iframe>t')).toBe('t')
    expect(sanitizeHtml('<svg onload=alert(1)><script>alert(1)</script></svg>s')).toBe('s')
  })

  it('drops every event handler attribute (onerror=, onclick=, …) and style', () => {
    expect(sanitizeHtml('<img src="/a.png" onerror="alert(1)">')).toBe('<img src="/a.png">')
    expect(sanitizeHtml('<img src=x onerror=alert(1)>')).toBe('<img src="x">')
    expect(sanitizeHtml('<p onclick="steal()" style="position:fixed">t</p>')).toBe('<p>t</p>')
    expect(sanitizeHtml('<img/src="x"/onerror="alert(1)">')).not.toContain('onerror')
    expect(sanitizeHtml('<a href="/x" ONMOUSEOVER=\'alert(1)\'>t</a>')).toBe('<a href="/x" rel="noopener noreferrer">t</a>')
  })

  it('drops javascript:, data: and other schemes from links and images', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">t</a>')).toBe('<a>t</a>')
    expect(sanitizeHtml('<a href="JaVaScRiPt:alert(1)">t</a>')).toBe('<a>t</a>')
    expect(sanitizeHtml('<a href="java&#x09;script:alert(1)">t</a>')).toBe('<a>t</a>')
    expect(sanitizeHtml('<a href=" javascript:alert(1)">t</a>')).toBe('<a>t</a>')
    expect(sanitizeHtml('<a href="javascript&colon;alert(1)">t</a>')).toBe('<a>t</a>')
    expect(sanitizeHtml('<img src="data:text/html,<script>alert(1)</script>">')).toBe('<img>')
    expect(sanitizeHtml('<a href="https://steamcommunity.com">s</a>')).toBe('<a href="https://steamcommunity.com" rel="noopener noreferrer">s</a>')
    expect(isSafeUrl('/pages/help/index')).toBe(true)
    expect(isSafeUrl('vbscript:x')).toBe(false)
    expect(isSafeUrl('//evil.example.com')).toBe(false)
  })

  it('removes unknown tags but keeps their text, and closes what it opened', () => {
    expect(sanitizeHtml('<form action="/x"><input value="a">文字</form>')).toBe('文字')
    expect(sanitizeHtml('<p><b>未闭合')).toBe('<p><b>未闭合</b></p>')
    expect(sanitizeHtml('</p>多余的结束')).toBe('多余的结束')
    expect(sanitizeHtml('<!-- <script>alert(1)</script> -->注释后')).toBe('注释后')
  })

  it('never lets an attribute break out of its quotes', () => {
    const out = sanitizeHtml('<img alt=\'"><script>alert(1)</script>\' src="/a.png">')
    expect(out).not.toMatch(/<script/i)
    expect(out).toBe('<img alt="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" src="/a.png">')
  })
})
