/**
 * Employee discipline (issue 34, AppraisalSystem/EmployeeDisciplineData): one record per employee and EAT month —
 * attendance rate (planned shifts signed in on), major violations and quality penalty points (the quality center's
 * final reviews), complaints (the staff member who last contacted the complaining customer), warning letters (entered
 * by the leader) and the diligence score worked out from them by the administrator's weights. docs/workforce.md.
 */
export const DISCIPLINE_SCREEN = 'AppraisalSystem/EmployeeDisciplineData';
export const DISCIPLINE_AREAS = ['collection', 'telemarketing', 'service'] as const;
export type DisciplineArea = (typeof DISCIPLINE_AREAS)[number];
