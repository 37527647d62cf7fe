// pdfkit 0.20 ships no types (and @types/pdfkit is not installed): the few members render-pdf.ts uses.
declare module 'pdfkit' {
  interface TextOptions {
    width?: number;
    align?: 'left' | 'right' | 'center' | 'justify';
    lineBreak?: boolean;
  }
  interface DocumentOptions {
    size?: string;
    margin?: number;
    compress?: boolean;
    info?: { Title?: string; Author?: string; Subject?: string; CreationDate?: Date; ModDate?: Date };
  }
  class PDFDocument {
    constructor(options?: DocumentOptions);
    x: number;
    y: number;
    readonly page: {
      width: number;
      height: number;
      margins: { top: number; bottom: number; left: number; right: number };
    };
    on(event: 'data', listener: (chunk: Buffer) => void): this;
    on(event: 'end', listener: () => void): this;
    on(event: 'error', listener: (error: Error) => void): this;
    font(name: string): this;
    fontSize(size: number): this;
    fillColor(color: string): this;
    strokeColor(color: string): this;
    lineWidth(width: number): this;
    text(text: string, x?: number, y?: number, options?: TextOptions): this;
    heightOfString(text: string, options?: TextOptions): number;
    moveDown(lines?: number): this;
    moveTo(x: number, y: number): this;
    lineTo(x: number, y: number): this;
    stroke(): this;
    addPage(): this;
    end(): void;
  }
  export default PDFDocument;
}
