import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * The fonts a statement is drawn in, shipped as npm packages (decision 0094) so no machine needs
 * a system font: Noto Sans for the Latin, Greek and Cyrillic scripts (every letter of en, es,
 * fr, pt-BR and te reo Māori, macrons included) and Noto Sans SC for Chinese. Helvetica, the
 * PDF default, speaks only WinAnsi and garbled "Hōhaia"; pdfkit embeds only the glyphs used.
 */
const FONT_FILES = {
  latin: () => require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
  cjk: () =>
    require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'),
} as const;
type PdfFont = keyof typeof FONT_FILES;

const loaded = new Map<PdfFont, Buffer>();

/** A font file read once per process: the Chinese one is 10 MB, too much to read per download. */
function pdfFontData(font: PdfFont): Buffer {
  let data = loaded.get(font);
  if (!data) {
    data = readFileSync(FONT_FILES[font]());
    loaded.set(font, data);
  }
  return data;
}

/** Han characters and the CJK punctuation and full-width forms Chinese text is written with. */
const CJK_RUN = /([\p{Script=Han}\u3000-\u303f\uff00-\uffef]+)/u;

/**
 * A text cut into runs each of the two fonts can draw, in order: a Chinese legal name on an
 * English statement, or a Latin ABN in a Chinese one, each gets the font that has its glyphs.
 */
function fontRuns(text: string): { font: PdfFont; text: string }[] {
  return text
    .split(CJK_RUN)
    .map((part, index) => ({
      font: index % 2 === 1 ? ('cjk' as const) : ('latin' as const),
      text: part,
    }))
    .filter((run) => run.text !== '');
}

/**
 * Registers both fonts on a document and gives the way to write a paragraph in them: each run
 * in the font that has its glyphs, the runs continued on one line. Registering reads nothing
 * yet; pdfkit parses a font only when a run first needs it.
 */
export function fontWriter(doc: PDFKit.PDFDocument) {
  for (const font of Object.keys(FONT_FILES) as PdfFont[])
    doc.registerFont(font, pdfFontData(font));
  return (text: string, options?: PDFKit.Mixins.TextOptions) => {
    const runs = fontRuns(text);
    if (runs.length === 0) return doc.font('latin').text('', options);
    runs.forEach((run, index) => {
      doc.font(run.font).text(run.text, { ...options, continued: index < runs.length - 1 });
    });
    return doc;
  };
}
