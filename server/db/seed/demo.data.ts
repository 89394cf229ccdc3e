/** Demo data only: a Kenyan lender's staff, departments and company tree. Not for a real deployment. */
import type { GroupName } from '../../../common/routes';
import type { SensitivePermission } from '../schema';

export const DEMO_PASSWORD = 'Demo@2026';

export const COMPANY = { code: '15', name: 'Jamii Credit Kenya Ltd' };

export const MERCHANTS = [
  { merchantNo: '1501', merchantName: 'Jamii Pesa', orgs: [['150101', 'Jamii Pesa Nairobi'], ['150102', 'Jamii Pesa Mombasa']] },
  { merchantNo: '1502', merchantName: 'Haraka Loans', orgs: [['150201', 'Haraka Loans Kisumu'], ['150202', 'Haraka Loans Nakuru']] },
  { merchantNo: '1503', merchantName: 'Soko Credit', orgs: [['150301', 'Soko Credit Eldoret']] },
] as const;

/** Department tree: [name, children]. */
export type DeptSeed = readonly [string, readonly DeptSeed[]];
export const DEPARTMENTS: DeptSeed = ['Head Office', [
  ['Credit Audit', [['Audit Team A', []], ['Audit Team B', []]]],
  ['Collections', [['Early Stage (M1–M2)', []], ['Late Stage (M3+)', []]]],
  ['Telemarketing', []],
  ['Customer Service', []],
  ['Finance', []],
  ['Risk Control', []],
  ['IT & Administration', []],
]];

export interface RoleSeed {
  roleNo: string;
  roleName: string;
  remark: string;
  groups: readonly GroupName[] | 'all';
  sensitive: readonly SensitivePermission[];
  loginCodeRequired?: boolean;
  /** Screens of its groups the role may open but whose buttons it does not get (supervisors' settings). */
  viewOnly?: readonly string[];
  /** Screens of other groups the role also gets, with their buttons. */
  extraScreens?: readonly string[];
  /**
   * A front-line role: only these screens of its groups, each with only the buttons named (docs/roles.md). Without
   * it the role gets every screen of its groups.
   */
  screens?: Readonly<Record<string, readonly string[]>>;
  /** A supervisor of its groups: their managers' buttons (MANAGER_ONLY_CODES) and viewAll too. */
  supervises?: boolean;
  /** Screens of other groups the role also gets, each with only the buttons named. */
  alsoScreens?: Readonly<Record<string, readonly string[]>>;
}

/** Buttons of a group that only roles over every group or its supervisors get: a manager's, not the group's own staff's. */
export const MANAGER_ONLY_CODES: readonly string[] = [
  'TelemarketingSystem:DialTask:assign', 'TelemarketingSystem:Approval:approve', 'TelemarketingSystem:Approval:reject',
  'CustomerServiceSystem:ListLibraryManage:assign', 'CustomerServiceSystem:ListLibraryManage:distribute',
  'CustomerServiceSystem:ListLibraryManage:saveList', 'CustomerServiceSystem:ListLibraryManage:deleteList', 'CustomerServiceSystem:CallingAssignments:reassign', 'CustomerServiceSystem:CallingAssignments:recall',
  'CustomerServiceSystem:Feedback:assign',
];

/** Every front-line and supervising role sees its own schedule (issue 34). */
const MY_SCHEDULE = 'ScheduleManage/MySchedule';

/**
 * Quality center (issue 34): the staff whose calls are reviewed read their own findings and appeal them once; the
 * supervisors decide appeals and calibrate (score a scored call again); the inspectors claim and score.
 */
const QUALITY = 'QualitySystem/QualityCenter';
const QUALITY_REVIEWED = { [QUALITY]: ['appeal'] } as const;
const QUALITY_SUPERVISOR = { [QUALITY]: ['viewAll', 'decideAppeal', 'calibrate', 'score'] } as const;

/**
 * Employee discipline (issue 34): the staff read their own monthly record; the area supervisors read their team's (the
 * area whose staff screen they open, within their merchants), recompute, issue and revoke warning letters, close a month
 * and export; administrators read every area (viewAll) and alone set the weights.
 */
const DISCIPLINE = 'AppraisalSystem/EmployeeDisciplineData';
const STAFF_SCREENS = { ...QUALITY_REVIEWED, [DISCIPLINE]: [] } as const;
/** A team lead also reads their team's performance (PerformanceReport shows them the team whose staff screen they open). */
const SUPERVISOR_SCREENS = {
  ...QUALITY_SUPERVISOR, [DISCIPLINE]: ['recompute', 'close', 'warn', 'export'], 'ReportSystem/PerformanceReport': ['export'],
} as const;

/**
 * A collection supervisor plans the collection teams by case workload (ScheduleCaseManage: the workload settings, the
 * check view) and edits their rosters (SchedulePlan cells and fills; auto-schedule stays with the administrator, whose
 * solve rewrites every unpinned cell of the month). Front-line collectors get neither (issue 34).
 */
const COLLECTION_SUPERVISOR_SCREENS = {
  ...SUPERVISOR_SCREENS, 'ScheduleManage/ScheduleCaseManage': ['update'], 'ScheduleManage/SchedulePlan': ['update'],
} as const;

export const ROLES: readonly RoleSeed[] = [
  { roleNo: 'R001', roleName: 'Administrator', remark: 'Full access', groups: 'all', sensitive: ['viewPlainData', 'revealMaskedValue', 'exportData'] },
  { roleNo: 'R002', roleName: 'Loan Auditor', remark: 'Reviews loan applications; sees masked data and reveals a phone when calling (audited)', groups: ['AuditSystem', 'OrderDetailAudit'], sensitive: ['revealMaskedValue'],
    viewOnly: ['AuditSystem/AuditPersonnel', 'AuditSystem/AuditConfiguration', 'AuditSystem/RejectOrderReviewConfig'], extraScreens: [MY_SCHEDULE] },
  { roleNo: 'R003', roleName: 'Collector', remark: 'Works her own collection queue: calls, SMS, follow-ups and promises; proposes waivers, delayed arrivals and bad debt on the cases she holds; sees masked data',
    groups: ['CollectionSystem', 'CollectionSystemNew'], sensitive: [], extraScreens: [MY_SCHEDULE], alsoScreens: STAFF_SCREENS, screens: {
      'CollectionSystem/MyCollection': ['call', 'followUp', 'sendSms'],
      'CollectionSystemNew/MyCollectionNew': ['call', 'followUp', 'sendSms'],
      'CollectionSystemNew/collectionMerge': ['call', 'followUp', 'sendSms'],
      'CollectionSystem/DeductionAmountManagement': ['apply', 'delayApply'],
      'CollectionSystemNew/DeductionAmountManagementNew': ['apply', 'delayApply'],
      'CollectionSystem/BadDebtManagement': ['moveIn'],
      'CollectionSystemNew/BadDebtManagementNew': ['moveIn'],
      'CollectionSystem/repaymentDetails': [],
      'CollectionSystemNew/RepaymentDetailsNew': [],
    } },
  { roleNo: 'R004', roleName: 'Telemarketer', remark: 'Calls the dial tasks assigned to her, follows them up, abandons her own entries; sees masked data',
    groups: ['TelemarketingSystem'], sensitive: [], extraScreens: [MY_SCHEDULE], alsoScreens: STAFF_SCREENS, screens: {
      'TelemarketingSystem/DialTask': ['follow', 'call'],
      'TelemarketingSystem/ListLibraryManagement': ['changeTarget', 'abandon'],
      'TelemarketingSystem/Approval': ['apply'],
      'TelemarketingSystem/MyIncoming': [],
      'TelemarketingSystem/MyLoan': [],
    } },
  { roleNo: 'R005', roleName: 'Customer Service', remark: 'Handles customer calls and feedback; applies coupons for callers; sees masked data',
    groups: ['CustomerServiceSystem'], sensitive: [], extraScreens: [MY_SCHEDULE], alsoScreens: STAFF_SCREENS, screens: {
      'CustomerServiceSystem/ListLibraryManage': [],
      'CustomerServiceSystem/CallingAssignments': ['follow', 'call'],
      'CustomerServiceSystem/Feedback': ['add', 'take', 'reply'],
      'CustomerServiceSystem/CustomerFeedback': [],
      'CustomerServiceSystem/CustomerInCallRecord': ['add'],
      'CustomerServiceSystem/CustomerManage': [],
      'CustomerServiceSystem/AiHelpUidDecrypt': ['decode'],
      'CustomerServiceSystem/MyCustomerServiceCouponApply': ['apply'],
    } },
  { roleNo: 'R006', roleName: 'Finance', remark: 'Disbursement, repayment, refunds; signs in with an SMS/e-mail code', groups: ['AfterLoanSystem', 'ChargeToAnAccountSystem', 'ReportSystem'], sensitive: ['viewPlainData', 'exportData'], loginCodeRequired: true,
    extraScreens: ['CollectionSystem/CancelAfterVerificationManagement', 'CollectionSystem/RollbackFlow', 'MerchantSystem/RechargeRecord', 'MerchantSystem/ConsumptionRecord'] },
  { roleNo: 'R007', roleName: 'Supervisor', remark: 'Opens every screen but sees masked data', groups: 'all', sensitive: [] },
  { roleNo: 'R008', roleName: 'Collection Supervisor', remark: 'Allocates cases, decides waivers, delayed arrivals and bad debt, runs robot and AI-call tasks, sets the collection policies; sees masked data',
    groups: ['CollectionSystem', 'CollectionSystemNew'], sensitive: [], supervises: true, extraScreens: [MY_SCHEDULE], alsoScreens: COLLECTION_SUPERVISOR_SCREENS },
  { roleNo: 'R009', roleName: 'Telemarketing Supervisor', remark: 'Imports lists, assigns dial tasks, approves, keeps the blacklist, options, robot tasks and inbound configuration; sees masked data',
    groups: ['TelemarketingSystem', 'MarketingManagement'], sensitive: [], supervises: true, extraScreens: [MY_SCHEDULE], alsoScreens: SUPERVISOR_SCREENS },
  { roleNo: 'R010', roleName: 'Customer Service Supervisor', remark: 'Distributes the calling lists, reassigns and recalls, keeps the staff and coupon tasks, approves coupons; sees masked data',
    groups: ['CustomerServiceSystem'], sensitive: [], supervises: true, extraScreens: [MY_SCHEDULE], alsoScreens: SUPERVISOR_SCREENS },
  { roleNo: 'R011', roleName: 'Quality Inspector', remark: 'Claims and scores sampled calls of collectors, telemarketers and service agents, calibrates, samples a day again; works across every merchant; sees masked data',
    groups: ['QualitySystem'], sensitive: [], extraScreens: [MY_SCHEDULE], screens: { [QUALITY]: ['claim', 'score', 'calibrate', 'sample'] } },
];

export interface UserSeed {
  username: string;
  realName: string;
  roleNo: string;
  dept: string;
  phone: string;
  idNumber: string;
  jobNumber: string;
  salaryKes: number;
  merchantNo: string;
}

export const DEMO_USERS: readonly UserSeed[] = [
  { username: 'admin', realName: 'Grace Wanjiku', roleNo: 'R001', dept: 'IT & Administration', phone: '254712345678', idNumber: '23456781', jobNumber: 'ADM001', salaryKes: 250_000, merchantNo: '1501' },
  { username: 'auditor', realName: 'Brian Otieno', roleNo: 'R002', dept: 'Audit Team A', phone: '254722114455', idNumber: '30128845', jobNumber: 'AUD014', salaryKes: 85_000, merchantNo: '1501' },
  { username: 'collector', realName: 'Faith Achieng', roleNo: 'R003', dept: 'Early Stage (M1–M2)', phone: '254733908812', idNumber: '2876310', jobNumber: 'COL207', salaryKes: 60_000, merchantNo: '1502' },
  { username: 'telemarketer', realName: 'Kevin Mutua', roleNo: 'R004', dept: 'Telemarketing', phone: '254701556677', idNumber: '33450912', jobNumber: 'TLM031', salaryKes: 45_000, merchantNo: '1501' },
  { username: 'service', realName: 'Mercy Njeri', roleNo: 'R005', dept: 'Customer Service', phone: '254745220931', idNumber: '291847362', jobNumber: 'CSV118', salaryKes: 50_000, merchantNo: '1503' },
  { username: 'finance', realName: 'Daniel Kiprop', roleNo: 'R006', dept: 'Finance', phone: '254710998877', idNumber: '25560473', jobNumber: 'FIN009', salaryKes: 140_000, merchantNo: '1501' },
];

/** Demo users added later, seeded after the generated staff so that earlier user numbers stay put. */
export const LATER_DEMO_USERS: readonly UserSeed[] = [
  { username: 'cashier', realName: 'Esther Wambui', roleNo: 'R006', dept: 'Finance', phone: '254711203344', idNumber: '27781094', jobNumber: 'FIN014', salaryKes: 110_000, merchantNo: '1501' },
  { username: 'supervisor', realName: 'Ruth Chepkoech', roleNo: 'R007', dept: 'IT & Administration', phone: '254720443366', idNumber: '28815530', jobNumber: 'SUP003', salaryKes: 160_000, merchantNo: '1501' },
  { username: 'collectlead', realName: 'Moses Kiprono', roleNo: 'R008', dept: 'Collections', phone: '254722618840', idNumber: '26614039', jobNumber: 'COL101', salaryKes: 120_000, merchantNo: '1502' },
  { username: 'tmlead', realName: 'Agnes Wairimu', roleNo: 'R009', dept: 'Telemarketing', phone: '254723774051', idNumber: '27703318', jobNumber: 'TLM002', salaryKes: 95_000, merchantNo: '1501' },
  { username: 'servicelead', realName: 'Joyce Auma', roleNo: 'R010', dept: 'Customer Service', phone: '254724880162', idNumber: '28092257', jobNumber: 'CSV004', salaryKes: 95_000, merchantNo: '1503' },
  { username: 'inspector', realName: 'Naomi Kerubo', roleNo: 'R011', dept: 'Customer Service', phone: '254725316497', idNumber: '29374418', jobNumber: 'QA007', salaryKes: 80_000, merchantNo: '1501' },
];

export const DEMO_LOGINS = [...DEMO_USERS, ...LATER_DEMO_USERS].map((u) => u.username);

const FIRST = ['James', 'Mary', 'John', 'Esther', 'Peter', 'Ann', 'Joseph', 'Lucy', 'David', 'Caroline', 'Samuel', 'Purity', 'Dennis', 'Winnie', 'Collins', 'Sharon', 'Victor', 'Janet'];
const LAST = ['Kamau', 'Wambui', 'Odhiambo', 'Chebet', 'Kiptoo', 'Atieno', 'Mwangi', 'Nyambura', 'Omondi', 'Jepkosgei', 'Kariuki', 'Wafula', 'Muthoni', 'Barasa', 'Ndungu', 'Akinyi'];

/** More staff for realistic lists, generated deterministically. */
export function extraStaff(count: number): UserSeed[] {
  const roleCycle = ['R002', 'R003', 'R003', 'R004', 'R005'] as const;
  const deptByRole: Record<string, string> = { R002: 'Audit Team B', R003: 'Late Stage (M3+)', R004: 'Telemarketing', R005: 'Customer Service' };
  return Array.from({ length: count }, (_, i) => {
    const roleNo = roleCycle[i % roleCycle.length];
    const first = FIRST[i % FIRST.length];
    const last = LAST[(i * 7) % LAST.length];
    return {
      username: `${first}.${last}`.toLowerCase(),
      realName: `${first} ${last}`,
      roleNo,
      dept: deptByRole[roleNo],
      phone: `2547${String(10_000_000 + ((i * 7_919_333) % 89_999_999)).padStart(8, '0')}`,
      idNumber: String(2_000_000 + ((i * 1_234_577) % 37_000_000)),
      jobNumber: `STF${String(100 + i).padStart(3, '0')}`,
      salaryKes: 40_000 + (i % 6) * 7_500,
      merchantNo: MERCHANTS[i % MERCHANTS.length].merchantNo,
    };
  });
}
