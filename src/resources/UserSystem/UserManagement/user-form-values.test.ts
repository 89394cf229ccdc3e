import { describe, expect, it } from 'vitest';
import { changedFields, toFormValues } from './user-form-values';
import type { UserRow } from './user-row';

describe('user form values', () => {
  it('shows the salary in KES', () => {
    expect(toFormValues({ id: 1, basicSalaryCents: 12_345_678 } as UserRow)).toMatchObject({ id: 1, basicSalary: '123456.78' });
  });

  it('sends only changed fields, leaving a masked phone untouched', () => {
    const initial = { phone: '2547*****812', realName: 'Faith', roleIds: [1], extension: null, orgId: 4 };
    const values = { phone: '2547*****812', realName: 'Faith A.', roleIds: [1, 2], extension: '', orgId: undefined };
    expect(changedFields(values, initial)).toEqual({ realName: 'Faith A.', roleIds: [1, 2], orgId: null });
  });
});
