import { XMLParser } from 'fast-xml-parser'
const KB = 1024
const size = Number(process.argv[2] ?? 256) * KB
const cases = {
  lt: (n) => '<a>' + '<'.repeat(n) + '</a>',
  ltEnt: (n) => '<a>' + '&lt;'.repeat(n/4) + '</a>',
  deep: (n) => '<a>'.repeat(n/3),
  deepClosed: (n) => '<a>'.repeat(n/7) + '</a>'.repeat(n/7),
  comment: (n) => '<a><!--' + 'a'.repeat(n),
  cdata: (n) => '<a><![CDATA[' + 'a'.repeat(n),
  siblings: (n) => '<r>' + '<t>x</t>'.repeat(n/8) + '</r>',
  attrs: (n) => '<a ' + 'b="c" '.repeat(n/6) + '/>',
  manyAttrs: (n) => '<a ' + Array.from({length: n/10}, (_, i) => `b${i}="c" `).join('') + '/>',
  doctype: (n) => '<!DOCTYPE a [' + '<!ENTITY x "y">'.repeat(n/16) + ']><a/>',
  pi: (n) => '<?' + 'a'.repeat(n),
}
const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', removeNSPrefix: true, processEntities: false, htmlEntities: false, parseTagValue: false, parseAttributeValue: false })
for (const [name, make] of Object.entries(cases)) {
  const s = make(size)
  const t = performance.now()
  let r = 'ok'
  try { xml.parse(s) } catch (e) { r = 'err ' + e.message.slice(0, 60) }
  console.log(name.padEnd(12), (performance.now() - t).toFixed(0), 'ms', r)
}
