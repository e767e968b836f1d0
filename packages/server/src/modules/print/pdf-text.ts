import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF that pdfmake wrote, for tests: pdfkit writes embedded-font text as glyph ids, so the
 * content streams are inflated and each glyph is mapped back through its font's ToUnicode CMap. Handles
 * exactly what pdfkit emits (Type0 fonts, Identity-H, bfrange arrays, TJ arrays), not PDFs in general.
 */
export function pdfText(pdf: Buffer): { pages: number; text: string } {
  const raw = pdf.toString('latin1');
  const objects = new Map<number, { dict: string; stream?: Buffer }>();
  const objRe = /(\d+) 0 obj\s*(<<[\s\S]*?>>)?\s*(stream\r?\n)?/g;
  for (let m = objRe.exec(raw); m; m = objRe.exec(raw)) {
    const dict = m[2] ?? '';
    let stream: Buffer | undefined;
    if (m[3]) {
      const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? 0);
      const start = m.index + m[0].length;
      const bytes = pdf.subarray(start, start + length);
      stream = /\/FlateDecode/.test(dict) ? inflateSync(bytes) : bytes;
      objRe.lastIndex = start + length;
    }
    objects.set(Number(m[1]), { dict, stream });
  }

  const cmaps = new Map<string, Map<number, string>>();
  // Resource dictionaries nest (<< /Font << /F1 9 0 R >> >>), so font names are read from the whole file.
  for (const [, names] of raw.matchAll(/\/Font\s*<<([^>]*)>>/g)) {
    for (const [, name, ref] of names!.matchAll(/\/(\w+) (\d+) 0 R/g)) {
      const font = objects.get(Number(ref));
      const unicodeRef = font && /\/ToUnicode (\d+) 0 R/.exec(font.dict)?.[1];
      const cmap = unicodeRef ? objects.get(Number(unicodeRef))?.stream : undefined;
      if (cmap) cmaps.set(name!, parseCmap(cmap.toString('latin1')));
    }
  }

  const pageCount = [...objects.values()].filter((o) => /\/Type \/Page\b/.test(o.dict)).length;
  const chunks: string[] = [];
  for (const [, obj] of objects) {
    if (!obj.stream || obj.dict.includes('/ToUnicode') || !/\bBT\b/.test(obj.stream.toString('latin1'))) continue;
    let font = new Map<number, string>();
    for (const op of obj.stream.toString('latin1').matchAll(/\/(\w+) [\d.]+ Tf|\[((?:<[0-9a-fA-F]*>|[^\]])*)\] TJ|<([0-9a-fA-F]*)> Tj/g)) {
      if (op[1]) font = cmaps.get(op[1]) ?? new Map();
      const hexes = op[2] ? [...op[2].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]!) : op[3] !== undefined ? [op[3]] : [];
      if (hexes.length) chunks.push(hexes.map((h) => decode(h, font)).join(''));
    }
  }
  // Words arrive as separate runs that keep their trailing space; a run without one ends a table cell or a
  // line and is followed by a space, unless it ends where the line breaker may split a word (after / or -).
  return { pages: pageCount, text: chunks.map((c) => (/[\s/-]$/.test(c) ? c : `${c} `)).join('').replace(/\s+/g, ' ').trim() };
}

function parseCmap(text: string): Map<number, string> {
  const map = new Map<number, string>();
  const hex = (h: string) => parseInt(h, 16);
  const utf16 = (h: string) => String.fromCharCode(...(h.replace(/\s/g, '').match(/.{4}/g) ?? []).map(hex));
  for (const [, body] of text.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, lo, hi, rest] of body!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g)) {
      // A ligature glyph maps to several characters: <0066 0069> is "fi".
      if (rest!.startsWith('[')) [...rest!.matchAll(/<([0-9a-fA-F\s]+)>/g)].forEach((d, i) => map.set(hex(lo!) + i, utf16(d[1]!)));
      else for (let code = hex(lo!); code <= hex(hi!); code++) map.set(code, String.fromCharCode(hex(rest!.slice(1, -1)) + code - hex(lo!)));
    }
  }
  for (const [, body] of text.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, dst] of body!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]+)>/g)) map.set(hex(code!), utf16(dst!));
  }
  return map;
}

function decode(hex: string, font: Map<number, string>): string {
  return (hex.match(/.{4}/g) ?? []).map((g) => font.get(parseInt(g, 16)) ?? '').join('');
}
