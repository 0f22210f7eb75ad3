import { gs1CheckDigit } from '../../shared/leads/nzbn';

/** A random whole number from 0 to `max` inclusive (faker.number.int, seeded by the caller). */
export type RandomInt = (max: number) => number;

const ABN_BODY_WEIGHTS = [3, 5, 7, 9, 11, 13, 15, 17, 19];

export function randomDigits(count: number, randomInt: RandomInt): string {
  let digits = '';
  for (let i = 0; i < count; i += 1) digits += String(randomInt(9));
  return digits;
}

/**
 * An ABN that passes the ATO check (abn.ts): nine random digits, then the two leading digits
 * chosen so that the weighted sum is divisible by 89. The leading pair weighs 10 × (first − 1) +
 * second, which covers 0–89, so every remainder has exactly one answer with a non-zero first digit.
 */
export function demoAbn(randomInt: RandomInt): string {
  const body = randomDigits(9, randomInt);
  const bodySum = [...body].reduce(
    (total, digit, index) => total + Number(digit) * (ABN_BODY_WEIGHTS[index] ?? 0),
    0,
  );
  const lead = (89 - (bodySum % 89)) % 89;
  return `${Math.floor(lead / 10) + 1}${lead % 10}${body}`;
}

/** An NZBN as the register issues them: 9429 (GS1 New Zealand), eight digits, the GS1 check digit. */
export function demoNzbn(randomInt: RandomInt): string {
  const body = `9429${randomDigits(8, randomInt)}`;
  return `${body}${gs1CheckDigit(body)}`;
}
