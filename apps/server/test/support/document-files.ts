import { crc32, deflateRawSync, deflateSync } from 'node:zlib';

/**
 * Real, minimal files of every kind a dossier takes, and the impostors it must refuse, built byte by byte so each
 * test shows what it sends.
 */

/** A one-page PDF with a correct cross-reference table. */
export function pdfFile(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 72 72] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, checksum]);
}

/** A 1x1 grey PNG: signature, IHDR, one IDAT, IEND, each with its CRC. */
export function pngFile(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0); // width
  header.writeUInt32BE(1, 4); // height
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, deflate, adaptive filtering, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.from([0, 0x80]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const segment = (marker: number, data: number[]) => [
  0xff,
  marker,
  (data.length + 2) >> 8,
  (data.length + 2) & 0xff,
  ...data,
];

/**
 * A baseline 1x1 grey JPEG: JFIF header, a quantisation table, one 8x8 block whose DC difference is 0 and whose AC
 * part ends at once, coded with two one-symbol Huffman tables.
 */
export function jpegFile(): Buffer {
  return Buffer.from([
    0xff,
    0xd8, // SOI
    ...segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0]), // APP0 JFIF 1.1
    ...segment(0xdb, [0x00, ...new Array(64).fill(1)]), // DQT 0, all ones
    ...segment(0xc0, [8, 0, 1, 0, 1, 1, 1, 0x11, 0]), // SOF0: 8 bit, 1x1, one component
    ...segment(0xc4, [0x00, 1, ...new Array(15).fill(0), 0x00]), // DHT DC 0: category 0 is '0'
    ...segment(0xc4, [0x10, 1, ...new Array(15).fill(0), 0x00]), // DHT AC 0: end of block is '0'
    ...segment(0xda, [1, 1, 0x00, 0, 63, 0]), // SOS
    0x3f, // '0' (DC 0), '0' (EOB), padded with ones
    0xff,
    0xd9, // EOI
  ]);
}

interface ZipEntry {
  name: string;
  content: string | Buffer;
}

/**
 * A zip archive of deflated entries, written the way office programs do (local headers, central directory, end
 * record). With dataDescriptor the sizes follow each entry instead of preceding it, as streaming zip writers do.
 */
export function zipFile(entries: ZipEntry[], options: { dataDescriptor?: boolean } = {}): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const raw = Buffer.isBuffer(entry.content) ? entry.content : Buffer.from(entry.content, 'utf8');
    const packed = deflateRawSync(raw);
    const checksum = crc32(raw);
    const flags = options.dataDescriptor ? 0x0008 : 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(options.dataDescriptor ? 0 : checksum, 14);
    local.writeUInt32LE(options.dataDescriptor ? 0 : packed.length, 18);
    local.writeUInt32LE(options.dataDescriptor ? 0 : raw.length, 22);
    local.writeUInt16LE(name.length, 26);
    const parts = [local, name, packed];
    if (options.dataDescriptor) {
      const descriptor = Buffer.alloc(16);
      descriptor.writeUInt32LE(0x08074b50, 0);
      descriptor.writeUInt32LE(checksum, 4);
      descriptor.writeUInt32LE(packed.length, 8);
      descriptor.writeUInt32LE(raw.length, 12);
      parts.push(descriptor);
    }
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(checksum, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(raw.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    const local_ = Buffer.concat(parts);
    locals.push(local_);
    offset += local_.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const contentTypes = (main: {
  part: string;
  type: string;
}) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Override PartName="${main.part}" ContentType="${main.type}"/>
</Types>`;

const packageRels = (target: string) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="${target}"/>
</Relationships>`;

/**
 * A Word document: [Content_Types].xml naming the main part as wordprocessingml, the package relationships and
 * word/document.xml. Word writes [Content_Types].xml first; `contentTypesLast` orders it as LibreOffice does.
 */
export function docxFile(options: { contentTypesLast?: boolean; dataDescriptor?: boolean } = {}): Buffer {
  const types = {
    name: '[Content_Types].xml',
    content: contentTypes({
      part: '/word/document.xml',
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
    }),
  };
  const rest = [
    { name: '_rels/.rels', content: packageRels('word/document.xml') },
    {
      name: 'word/document.xml',
      content: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Offerte</w:t></w:r></w:p></w:body></w:document>`,
    },
  ];
  return zipFile(options.contentTypesLast ? [...rest, types] : [types, ...rest], options);
}

/** An Excel workbook: [Content_Types].xml naming the main part as spreadsheetml, the workbook and one sheet. */
export function xlsxFile(): Buffer {
  return zipFile([
    {
      name: '[Content_Types].xml',
      content: contentTypes({
        part: '/xl/workbook.xml',
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
      }),
    },
    { name: '_rels/.rels', content: packageRels('xl/workbook.xml') },
    {
      name: 'xl/workbook.xml',
      content: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Blad1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      content: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    },
    {
      name: 'xl/worksheets/sheet1.xml',
      content: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData/></worksheet>`,
    },
  ]);
}

const FREE = 0xffffffff;
const END_OF_CHAIN = 0xfffffffe;
const FAT_SECTOR = 0xfffffffd;

function directoryEntry(name: string, type: 1 | 2 | 5, child = FREE): Buffer {
  const entry = Buffer.alloc(128);
  const utf16 = Buffer.from(`${name}\0`, 'utf16le');
  utf16.copy(entry, 0);
  entry.writeUInt16LE(utf16.length, 64);
  entry.writeUInt8(type, 66);
  entry.writeUInt8(1, 67); // black
  entry.writeUInt32LE(FREE, 68); // left sibling
  entry.writeUInt32LE(FREE, 72); // right sibling
  entry.writeUInt32LE(child, 76);
  entry.writeUInt32LE(type === 5 ? END_OF_CHAIN : 0, 116); // start sector
  return entry;
}

/**
 * An OLE compound file (what .doc and .xls are): a version 3 header, one FAT sector, one directory sector with the
 * root entry and the stream Word or Excel keeps its content in (WordDocument, Workbook).
 */
export function oleFile(stream: 'WordDocument' | 'Workbook'): Buffer {
  const header = Buffer.alloc(512);
  header.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], 0);
  header.writeUInt16LE(0x003e, 24); // minor version
  header.writeUInt16LE(0x0003, 26); // major version 3: 512-byte sectors
  header.writeUInt16LE(0xfffe, 28); // little-endian
  header.writeUInt16LE(9, 30); // sector shift
  header.writeUInt16LE(6, 32); // mini sector shift
  header.writeUInt32LE(1, 44); // FAT sectors
  header.writeUInt32LE(1, 48); // first directory sector
  header.writeUInt32LE(4096, 56); // mini stream cutoff
  header.writeUInt32LE(END_OF_CHAIN, 60); // no mini FAT
  header.writeUInt32LE(END_OF_CHAIN, 68); // no DIFAT sectors
  header.writeUInt32LE(0, 76); // DIFAT[0]: the FAT is sector 0
  for (let offset = 80; offset < 512; offset += 4) header.writeUInt32LE(FREE, offset);
  const fat = Buffer.alloc(512, 0xff);
  fat.writeUInt32LE(FAT_SECTOR, 0);
  fat.writeUInt32LE(END_OF_CHAIN, 4);
  const directory = Buffer.concat([
    directoryEntry('Root Entry', 5, 1),
    directoryEntry(stream, 2),
    Buffer.alloc(256),
  ]);
  return Buffer.concat([header, fat, directory]);
}

export const docFile = () => oleFile('WordDocument');
export const xlsFile = () => oleFile('Workbook');

/** A Windows program: the MZ header pointing at a PE header, and some code bytes after it. */
export function exeFile(): Buffer {
  const file = Buffer.alloc(512);
  file.write('MZ', 0, 'latin1');
  file.writeUInt32LE(0x80, 0x3c);
  file.write('PE\0\0', 0x80, 'latin1');
  file.writeUInt16LE(0x014c, 0x84); // i386
  return file;
}

export const htmlPage = () =>
  Buffer.from(
    '<!DOCTYPE html><html><head><title>Factuur</title></head><body><script>alert(document.cookie)</script></body></html>\n',
  );

/** A zip with a text file in it, nothing like an office document. */
export const plainZip = () => zipFile([{ name: 'notities.txt', content: 'Niet echt een Word-bestand.\n' }]);

/** A PDF of `bytes` bytes: a valid start, padded with comment lines. */
export function pdfOfSize(bytes: number): Buffer {
  const file = Buffer.alloc(bytes, 0x20);
  pdfFile().copy(file, 0);
  return file;
}
