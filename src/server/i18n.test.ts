import { describe, expect, it } from 'vitest';
import { formatWait } from '../shared/i18n/wait';
import { translator } from './i18n';

describe('formatWait', () => {
  it('says seconds, then minutes, then hours, rounded up, in the plural form of the language', () => {
    const en = translator('en');
    expect(formatWait(1, en)).toBe('1 second');
    expect(formatWait(45, en)).toBe('45 seconds');
    expect(formatWait(60, en)).toBe('1 minute');
    expect(formatWait(887, en)).toBe('15 minutes');
    expect(formatWait(3600, en)).toBe('1 hour');
    expect(formatWait(86_400, en)).toBe('24 hours');
    expect(formatWait(887, translator('fr'))).toBe('15 minutes');
    expect(formatWait(1, translator('fr'))).toBe('1 seconde');
    expect(formatWait(7200, translator('es'))).toBe('2 horas');
    expect(formatWait(887, translator('zh-CN'))).toBe('15 分钟');
  });
});
