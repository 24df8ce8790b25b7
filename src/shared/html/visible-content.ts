/** Whether sanitized HTML holds anything to read or see: text, a picture, a drawing or a formula. */
export const hasVisibleContent = (html: string) =>
  /<(img|svg|math)\b/i.test(html) || html.replace(/<[^>]*>|&nbsp;/g, '').trim() !== ''
