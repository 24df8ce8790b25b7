/** Whether sanitized HTML holds anything to read or see. */
export const hasVisibleContent = (html: string) =>
  /<img\b/i.test(html) || html.replace(/<[^>]*>|&nbsp;/g, '').trim() !== ''
