import { afterEach, describe, expect, it } from 'vitest';
import { applyMaskRules, maskerOf, maskPayload } from '../../common/masking';

afterEach(() => applyMaskRules([]));

describe('SensitiveInfoConfig rules', () => {
  it('no rows: exactly the built-in masking', () => {
    applyMaskRules([]);
    expect(maskPayload({ phone: '254712345678', realName: 'Grace Wanjiku' })).toEqual({ phone: '2547*****678', realName: 'Grace Wanjiku' });
  });

  it('a disabled row unmasks its field; a new row masks one more, at any depth', () => {
    applyMaskRules([{ fieldName: 'phone', maskKind: 'phone', enabled: false }, { fieldName: 'realName', maskKind: 'value', enabled: true }]);
    expect(maskPayload({ rows: [{ phone: '254712345678', realName: 'Grace Wanjiku', idNumber: '23456781' }] }))
      .toEqual({ rows: [{ phone: '254712345678', realName: 'Gr*********ku', idNumber: '23****81' }] });
    expect(maskerOf('phone')).toBeUndefined();
  });

  it('a row may change how a field is masked', () => {
    applyMaskRules([{ fieldName: 'recipient', maskKind: 'value', enabled: true }]);
    expect(maskPayload({ recipient: 'a@b.co.ke' })).toEqual({ recipient: 'a@*****ke' });
  });
});
