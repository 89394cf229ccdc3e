/** Demo loan-origination configuration: products, machine-review rules, model, lists, pricing, questions. */
type Product = [merchantNo: string, code: string, name: string, termDays: number, installments: number, minKes: number, maxKes: number, dailyBp: number, serviceBp: number, lateBp: number, loanTypes: 'all' | 'first' | 'repeat'];

export const PRODUCTS: readonly Product[] = [
  ['1501', 'JP-7D', 'Jamii Pesa 7-day', 7, 1, 500, 5_000, 20, 800, 100, 'first'],
  ['1501', 'JP-14D', 'Jamii Pesa 14-day', 14, 1, 1_000, 15_000, 18, 700, 100, 'all'],
  ['1501', 'JP-30D', 'Jamii Pesa 30-day (2 instalments)', 30, 2, 3_000, 50_000, 15, 600, 80, 'repeat'],
  ['1502', 'HL-14D', 'Haraka 14-day', 14, 1, 1_000, 20_000, 19, 750, 100, 'all'],
  ['1502', 'HL-28D', 'Haraka 28-day (4 weekly)', 28, 4, 2_000, 40_000, 16, 650, 90, 'all'],
  ['1503', 'SC-21D', 'Soko Credit 21-day', 21, 1, 1_000, 30_000, 17, 700, 100, 'all'],
];

type Rule = [name: string, variable: string, operator: string, threshold: string, action: 'refuse' | 'score', refuseCode: string | null, scoreDelta: number];

export const RULES: readonly Rule[] = [
  ['Applicant under 18', 'age', 'lt', '18', 'refuse', 'R301', 0],
  ['Applicant over 65', 'age', 'gt', '65', 'refuse', 'R301', 0],
  ['Monthly income below KES 8,000', 'monthlyIncomeKes', 'lt', '8000', 'refuse', 'R302', 0],
  ['Rooted device', 'deviceRooted', 'eq', '1', 'refuse', 'R303', 0],
  ['Emulator', 'emulator', 'eq', '1', 'refuse', 'R303', 0],
  ['Face score below 60', 'faceScore', 'lt', '60', 'refuse', 'R304', 0],
  ['Eight or more lending apps', 'lendingApps', 'gte', '8', 'refuse', 'R305', 0],
  ['Applied from outside Kenya', 'inKenya', 'eq', '0', 'refuse', 'R306', 0],
  ['Loan over half of monthly income', 'loanToIncomePercent', 'gt', '50', 'score', null, -60],
  ['Three to seven lending apps', 'lendingApps', 'gte', '3', 'score', null, -40],
  ['SIM card younger than 90 days', 'simAgeDays', 'lt', '90', 'score', null, -50],
  ['Rejected in the last 30 days', 'rejectedLast30Days', 'gte', '1', 'score', null, -40],
  ['Repeat customer', 'repeatCustomer', 'eq', '1', 'score', null, 80],
  ['BVN matched', 'bvnMatched', 'eq', '1', 'score', null, 30],
  ['Few close contacts', 'closeContacts', 'lt', '5', 'score', null, -30],
];

/** Score bands of the demo model; E refuses. */
export const MODEL_LEVELS: readonly [level: string, min: number, max: number, refuse: boolean][] = [
  ['A', 680, 9999, false], ['B', 620, 679, false], ['C', 560, 619, false], ['D', 500, 559, false], ['E', -9999, 499, true],
];

/** Rate (bp per day) and cap (KES) by level, as a share of the product's own. */
export const PRICING_BY_LEVEL: Record<string, { rateDelta: number; capShare: number }> = {
  A: { rateDelta: -3, capShare: 1 }, B: { rateDelta: -1, capShare: 0.8 }, C: { rateDelta: 0, capShare: 0.6 }, D: { rateDelta: 2, capShare: 0.4 },
};

export const LIST_ENTRIES: readonly [listType: 'black' | 'white' | 'grey', subject: 'phone' | 'idNumber' | 'device', value: string, reason: string][] = [
  ['black', 'phone', '254700000666', 'Confirmed identity fraud (case 2026-114)'],
  ['black', 'idNumber', '6660666', 'Forged ID reported by IPRS check'],
  ['black', 'device', 'dev-fraud-ring-01', 'Device shared by 14 applicants'],
  ['white', 'phone', '254711000111', 'Staff loan programme'],
  ['white', 'idNumber', '22334455', 'Corporate partner payroll scheme'],
  ['grey', 'phone', '254722000222', 'Disputed repayment under investigation'],
  ['grey', 'device', 'dev-shared-kiosk-07', 'Cyber-café device'],
];

export const AUDIT_QUESTIONS: readonly [question: string, options: string[]][] = [
  ['Did the applicant confirm their full name and ID number?', ['Confirmed', 'Partly confirmed', 'Not confirmed']],
  ['What is the applicant\'s employment?', ['Salaried', 'Self-employed', 'Casual', 'Unemployed']],
  ['Does the stated monthly income match the conversation?', ['Matches', 'Lower than stated', 'Could not verify']],
  ['Did an emergency contact confirm knowing the applicant?', ['Yes', 'No', 'Not reachable']],
  ['What is the loan for?', ['Business stock', 'School fees', 'Medical', 'Rent or bills', 'Other']],
];
