import { expect } from 'vitest';

/**
 * An ABA reader written from the format's description (APCA BECS, "Cemtex"), apart from the
 * writer: fixed positions, 1-based as the description numbers them.
 */
export function readAba(file: string) {
  expect(file.endsWith('\r\n')).toBe(true);
  const records = file.slice(0, -2).split('\r\n');
  for (const record of records) expect(record).toHaveLength(120);
  const at = (record: string, from: number, to: number) => record.slice(from - 1, to);
  const [descriptive, ...rest] = records;
  const total = rest.pop()!;
  return {
    descriptive: {
      type: at(descriptive!, 1, 1),
      blank1: at(descriptive!, 2, 18),
      reel: at(descriptive!, 19, 20),
      bank: at(descriptive!, 21, 23),
      blank2: at(descriptive!, 24, 30),
      userName: at(descriptive!, 31, 56),
      apcaId: at(descriptive!, 57, 62),
      description: at(descriptive!, 63, 74),
      date: at(descriptive!, 75, 80),
      blank3: at(descriptive!, 81, 120),
    },
    details: rest.map((record) => ({
      type: at(record, 1, 1),
      bsb: at(record, 2, 8),
      account: at(record, 9, 17),
      indicator: at(record, 18, 18),
      code: at(record, 19, 20),
      amount: at(record, 21, 30),
      title: at(record, 31, 62),
      reference: at(record, 63, 80),
      traceBsb: at(record, 81, 87),
      traceAccount: at(record, 88, 96),
      remitter: at(record, 97, 112),
      withholding: at(record, 113, 120),
    })),
    total: {
      type: at(total, 1, 1),
      bsbFiller: at(total, 2, 8),
      blank1: at(total, 9, 20),
      net: at(total, 21, 30),
      credit: at(total, 31, 40),
      debit: at(total, 41, 50),
      blank2: at(total, 51, 74),
      count: at(total, 75, 80),
      blank3: at(total, 81, 120),
    },
  };
}
