import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { DocumentStorage } from '../deal-room/document-storage';

export interface SubjectExport {
  /** `data.json`: every record held about the applicant. */
  data: unknown;
  /** Their documents, each under its place in the ZIP. */
  files: { file: string; storedKey: string }[];
}

/**
 * The applicant's export as one ZIP, streamed (issue 33 item 6): `data.json` first, then each
 * document as stored (already compressed formats, so not deflated again). The output waits for
 * the client when it falls behind, so a large export never sits whole in memory.
 */
export function streamSubjectExport(content: SubjectExport, storage: DocumentStorage): Readable {
  const output = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) output.destroy(error);
    else {
      output.write(chunk);
      if (final) output.end();
    }
  });
  const write = async () => {
    const json = new ZipDeflate('data.json', { level: 6 });
    zip.add(json);
    json.push(strToU8(JSON.stringify(content.data, null, 2)), true);
    for (const { file, storedKey } of content.files) {
      const entry = new ZipPassThrough(file);
      zip.add(entry);
      const source = await storage.open(storedKey);
      for await (const chunk of source) {
        entry.push(chunk as Uint8Array);
        if (output.writableNeedDrain) await once(output, 'drain');
      }
      entry.push(new Uint8Array(0), true);
    }
    zip.end();
  };
  write().catch((error: unknown) => output.destroy(error as Error));
  return output;
}
