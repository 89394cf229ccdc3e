import { describe, expect, it } from 'vitest';
import { ROBOT_ENTITIES } from '../robot/robot-task';
import { productEntity } from '../entities/product';
import { listedFields, moreListedFields } from './entity';

const listed = (entity: Parameters<typeof listedFields>[0]) => listedFields(entity).map(([name]) => name);

describe("an entity's first view and its column chooser (issue 32.2)", () => {
  it("offers every listed column and leaves the 'more' ones out of the first view", () => {
    const more = moreListedFields(productEntity);
    expect(more).toEqual(expect.arrayContaining(['productCode', 'serviceFeeBp', 'updatedAt']));
    expect(more).not.toContain('productName');
    expect(listed(productEntity)).toEqual(expect.arrayContaining(more));
  });

  it("keeps each robot screen's audience in its first view and its retries in the chooser", () => {
    const telemarketing = ROBOT_ENTITIES.telemarketing;
    expect(moreListedFields(telemarketing)).toEqual(expect.arrayContaining(['maxRetries', 'lastRunDay']));
    expect(moreListedFields(telemarketing)).not.toEqual(expect.arrayContaining(['listType']));
    expect(moreListedFields(telemarketing)).not.toContain('minOverdueDays');
    expect(moreListedFields(ROBOT_ENTITIES.collection)).not.toContain('levels');
    // A field only in the form is never made a column.
    expect(listed(telemarketing)).not.toContain('script');
  });
});
