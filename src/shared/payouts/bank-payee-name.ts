/**
 * What a bank file can carry of a name (issue 42, decision 0094): New Zealand bulk payment
 * files, like ABA, take plain ASCII letters, digits and a few signs. Accents are taken off
 * ("Hōhaia" → "Hohaia"), letters with a usual spelling are spelled ("Æ" → "AE"), other signs
 * become spaces, and letters of other scripts, which no bank file takes (a Chinese name), are
 * reported as dropped so the form and the download can say so instead of writing an empty payee.
 */
const SPELLED: Record<string, string> = {
  Æ: 'AE',
  æ: 'ae',
  Œ: 'OE',
  œ: 'oe',
  Ø: 'O',
  ø: 'o',
  ß: 'ss',
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ð: 'D',
  ð: 'd',
  Þ: 'TH',
  þ: 'th',
  ı: 'i',
};

/** The signs the banks accept beside letters and digits; never a comma or a quote. */
const CARRIED = /^[A-Za-z0-9 \-&/#?:_.]$/;
const LETTER_OR_DIGIT = /^[\p{L}\p{N}]$/u;

export function bankPayeeName(name: string): { text: string; dropped: string[] } {
  const dropped: string[] = [];
  let text = '';
  for (const character of name.normalize('NFD').replace(/\p{M}/gu, '')) {
    const spelled = SPELLED[character] ?? character;
    if ([...spelled].every((part) => CARRIED.test(part))) text += spelled;
    else {
      if (LETTER_OR_DIGIT.test(character)) dropped.push(character);
      text += ' ';
    }
  }
  return { text: text.replace(/\s+/g, ' ').trim(), dropped };
}
