import { describe, expect, it } from 'vitest';
import { smsSegments } from './sample';

describe('smsSegments', () => {
  it('counts GSM-7 texts in 160 / 153 septets, the extension characters as two', () => {
    expect(smsSegments('')).toMatchObject({ encoding: 'gsm7', segments: 0 });
    expect(smsSegments('a'.repeat(160))).toMatchObject({ encoding: 'gsm7', segments: 1 });
    expect(smsSegments('a'.repeat(161))).toMatchObject({ segments: 2 });
    expect(smsSegments('€'.repeat(80))).toMatchObject({ units: 160, segments: 1 });
  });

  it('counts any other text as UCS-2 in 70 / 67 units', () => {
    expect(smsSegments(`${'请还款'.repeat(23)}x`)).toMatchObject({ encoding: 'ucs2', units: 70, segments: 1 });
    expect(smsSegments(`“quoted”${'a'.repeat(70)}`)).toMatchObject({ encoding: 'ucs2', segments: 2 });
  });
});
