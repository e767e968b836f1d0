/** Characters XML 1.0 cannot carry at all, even escaped (C0 controls other than tab, line feed, carriage return). */
// eslint-disable-next-line no-control-regex -- matching the control characters is the point
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text safe inside an XML element or attribute: the five markup characters escaped, impossible characters left out. */
export function escapeXml(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

/** `<name>text</name>` on its own line at `indent`, the text escaped (an empty element is still written, as the tax office's templates have it). */
export const xmlElement = (indent: string, name: string, value: string): string => `${indent}<${name}>${escapeXml(value)}</${name}>`;
